import { sql, type Kysely } from 'kysely';

// Issue 28, finance. A refund returns what a payment brought in that no loan took, through the payout rail to the
// borrower's bound account: one row per try, its id our txnid at the rail. At most one refund per payment is on its
// way or paid (refunds_one_live), so two proposals or two approvals racing pay once; a failed one may be tried
// again. A loan payout that finance gave up on is marked returned (payouts.returned_at): the loan is not paid
// out and it leaves the failed list. The sandbox gateway records when it settled a transaction, for the daily
// reconciliation of its settled transactions against our book.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refunds (
      id text primary key,
      payment_id text not null references payments(id) on delete cascade,
      user_id text not null,
      order_id text not null references orders(id) on delete cascade,
      amount integer not null check (amount > 0),
      account_id text not null,
      account_label text not null,
      rail text not null,
      status text not null check (status in ('sending', 'unsent', 'pending', 'paid', 'failed')),
      gateway text not null,
      gateway_ref text not null default '',
      failure_reason text not null default '',
      approval_id text,
      maker_id text not null,
      created_at timestamptz not null,
      submitted_at timestamptz,
      settled_at timestamptz,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create unique index refunds_one_live on refunds (payment_id) where status <> 'failed'`.execute(
    db,
  );
  await sql`create index refunds_order on refunds (order_id)`.execute(db);
  await sql`create index refunds_status on refunds (status, updated_at) where status in ('sending', 'unsent', 'pending')`.execute(
    db,
  );
  // Where a refund went, beside refunded_at: the borrower's order and receipts say it from the payment row alone.
  await sql`alter table payments add column refunded_to text not null default ''`.execute(db);
  await sql`alter table payouts add column returned_at timestamptz`.execute(db);
  await sql`alter table sandbox_transactions add column settled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_transactions drop column settled_at`.execute(db);
  await sql`alter table payouts drop column returned_at`.execute(db);
  await sql`alter table payments drop column refunded_to`.execute(db);
  await sql`drop table refunds`.execute(db);
}
