import { sql, type Kysely } from 'kysely';

// Issue 40: order details show whose account the loan is paid out to (the account's name beside 'GCash **** 4501'),
// kept on the order with its label, so reading an order stays one cached row. Orders already bound take the name
// of their account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('disbursement_account_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update orders o set disbursement_account_name = a.account_name
    from bank_accounts a where a.id = o.disbursement_account_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('disbursement_account_name').execute();
}
