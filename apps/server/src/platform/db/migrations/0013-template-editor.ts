import type { Kysely } from 'kysely';

// The console edits landing templates: keep who saved the current version beside when, so a change that
// hurts registrations can be traced to a person.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promotion_templates')
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promotion_templates').dropColumn('updated_by').execute();
}
