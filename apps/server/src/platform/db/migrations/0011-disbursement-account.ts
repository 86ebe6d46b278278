import type { Kysely } from 'kysely';

// Bind bank (spec 1 §7): the account an order is paid out to, kept on the order with the words order details
// shows, so reading an order stays one cached row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('disbursement_account', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('disbursement_account_id', 'text', (c) => c.references('bank_accounts.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('disbursement_account_id').execute();
  await db.schema.alterTable('orders').dropColumn('disbursement_account').execute();
}
