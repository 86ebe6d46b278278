import { sql, type Kysely } from 'kysely';

// Card/SMS repayment (spec 2 §2.11, §4.6). The borrower's own bank and e-wallet accounts (the binding flow of
// spec 1 §7 adds to them), and one row per repayment attempt, named by its repayToken: the unique token is
// what makes a double tap or a retry one payment. A debit reaches the ledger as a paid row of `payments`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'ewallet')`))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    // Set once the borrower has confirmed a debit from this account with a one-time code: later debits need none.
    .addColumn('debit_authorized_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bank_accounts_user_idx').on('bank_accounts').column('user_id').execute();

  await db.schema
    .createTable('card_repayments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('repay_token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('bank_account_id', 'text', (c) => c.notNull().references('bank_accounts.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('need_valid', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting_code', 'paid', 'failed')`))
    .addColumn('failure', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_id', 'text', (c) => c.unique().references('payments.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('card_repayments_order_idx').on('card_repayments').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_repayments').execute();
  await db.schema.dropTable('bank_accounts').execute();
}
