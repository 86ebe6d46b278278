import { sql, type Kysely } from 'kysely';

// Issue 27, disbursement: the loan is paid out to the borrower's bound account through a payout rail (the sandbox,
// or Dragonpay's Payout API). One row per payout sent (our reference is the rail's txnid), each postback as received
// (the dedupe record), and the reason a failed payout gives, kept on the order so order details stay one cached
// row. An order has at most one payout that is live or paid (payouts_one_live): a repeat, a race or a second
// instance can never send the same loan twice. The sandbox keeps its own payouts, as a rail does on its side.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('bank_accounts.id'))
    // What order details names: 'GCash **** 4501'.
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('rail', 'text', (c) => c.notNull().check(sql`rail in ('bank', 'ewallet')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('sending', 'unsent', 'pending', 'paid', 'failed')`),
    )
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_kind', 'text', (c) => c.check(sql`failure_kind in ('account', 'final')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`
    create unique index payouts_one_live on payouts (order_id)
    where status in ('sending', 'unsent', 'pending', 'paid')`.execute(db);
  await db.schema.createIndex('payouts_status_idx').on('payouts').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('payout_postbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payout_id', 'text', (c) => c.notNull().references('payouts.id').onDelete('cascade'))
    .addColumn('gateway_ref', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirmed_status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_postbacks_payout_idx')
    .on('payout_postbacks')
    .column('payout_id')
    .execute();

  await db.schema
    .createTable('sandbox_payouts')
    .addColumn('txn_id', 'text', (c) => c.primaryKey())
    .addColumn('ref_no', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('proc_id', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('settle_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('payout_failure', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payout_failure').execute();
  await db.schema.dropTable('sandbox_payouts').execute();
  await db.schema.dropTable('payout_postbacks').execute();
  await db.schema.dropTable('payouts').execute();
}
