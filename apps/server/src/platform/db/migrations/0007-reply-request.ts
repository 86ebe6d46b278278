import type { Kysely } from 'kysely';

// An agent's reply, like a borrower's complaint, is sent once per form: a repeated send (a double click, a
// retry after a lost answer) must not post the reply twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('complaint_replies').addColumn('request_id', 'text').execute();
  await db.schema
    .createIndex('complaint_replies_request_unique')
    .on('complaint_replies')
    .columns(['complaint_id', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('complaint_replies_request_unique').execute();
  await db.schema.alterTable('complaint_replies').dropColumn('request_id').execute();
}
