import { sql, type Kysely } from 'kysely';

// Payments through the gateway: one row per pay code (our reference number is the gateway's txnid), each
// postback as received (the dedupe record), and one ledger entry per posted payment, which is where money
// moves: its unique payment_id means a payment can reach the ledger once, whatever arrives how often.
// The sandbox gateway keeps its own transactions, as a real gateway would on its side.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('repay', 'rollover')`))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'failed', 'expired')`),
    )
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payments_order_idx')
    .on('payments')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_postbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirmed_status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_postbacks_payment_idx')
    .on('payment_postbacks')
    .column('payment_id')
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('applied_amount', 'integer', (c) => c.notNull())
    .addColumn('remainder_amount', 'integer', (c) => c.notNull())
    .addColumn('allocation', 'jsonb', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('business_date', 'date', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_entries_order_idx').on('ledger_entries').column('order_id').execute();

  await db.schema
    .createTable('sandbox_transactions')
    .addColumn('txn_id', 'text', (c) => c.primaryKey())
    .addColumn('ref_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('proc_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_transactions', 'ledger_entries', 'payment_postbacks', 'payments']) {
    await db.schema.dropTable(table).execute();
  }
}
