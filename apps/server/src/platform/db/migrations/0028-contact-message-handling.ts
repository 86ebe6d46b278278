import type { Kysely } from 'kysely';

// Issue 30: a website message is worked like a complaint, lightly. An agent marks it handled (who, named as they
// were then, and when), or answers it, which handles it too: the answer, who sent it, when, and the SMS adapter's
// reference. No status column: open is simply "not handled", so the two can never disagree.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'text')
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'text')
    .addColumn('answer_to', 'text')
    .addColumn('answer_ref', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_handled_at')
    .on('contact_messages')
    .column('handled_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_handled_at').execute();
  await db.schema
    .alterTable('contact_messages')
    .dropColumn('handled_at')
    .dropColumn('handled_by')
    .dropColumn('answer')
    .dropColumn('answered_at')
    .dropColumn('answered_by')
    .dropColumn('answer_to')
    .dropColumn('answer_ref')
    .execute();
}
