import { sql, type Kysely } from 'kysely';

// Issue 25, pay codes:
// - a code knows its purpose (rollover, amount due, payoff) and the business date its amount was quoted on, so a
//   code paid before it expires settles what it promised (DECISIONS: code pricing);
// - at most one live code per order and purpose, held by the database (a partial unique index), not by a
//   check-then-insert in code: 'opening' is a code being opened at the gateway, 'cancelled' one that died because
//   its debt changed;
// - refund_amount is what a payment brought in that the loan did not take (an overpayment, or a stale code paid
//   anyway): it is owed back to the borrower until refunded_at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column purpose text not null default 'due'
    check (purpose in ('rollover', 'due', 'payoff'))`.execute(db);
  await sql`update payments set purpose = 'rollover' where kind = 'rollover'`.execute(db);
  await sql`alter table payments add column quoted_on date`.execute(db);
  await sql`alter table payments add column refund_amount integer not null default 0
    check (refund_amount >= 0)`.execute(db);
  await sql`alter table payments add column refunded_at timestamptz`.execute(db);
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check
    check (status in ('opening', 'pending', 'paid', 'failed', 'expired', 'cancelled'))`.execute(db);
  // Codes opened twice by the old check-then-insert: the newest stays, the others are cancelled.
  await sql`
    update payments p set status = 'cancelled'
    where p.status = 'pending' and exists (
      select 1 from payments q
      where q.order_id = p.order_id and q.purpose = p.purpose and q.status = 'pending'
        and (q.created_at, q.id) > (p.created_at, p.id))`.execute(db);
  await sql`create unique index payments_one_live_code on payments (order_id, purpose)
    where status in ('opening', 'pending')`.execute(db);
  await sql`update payments set refund_amount = l.remainder_amount
    from ledger_entries l where l.payment_id = payments.id and l.remainder_amount > 0`.execute(db);
  await sql`create index payments_refunds_owed on payments (user_id)
    where refund_amount > 0 and refunded_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_refunds_owed`.execute(db);
  await sql`drop index payments_one_live_code`.execute(db);
  await sql`update payments set status = 'expired' where status in ('opening', 'cancelled')`.execute(db);
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check
    check (status in ('pending', 'paid', 'failed', 'expired'))`.execute(db);
  for (const column of ['refunded_at', 'refund_amount', 'quoted_on', 'purpose']) {
    await sql`alter table payments drop column ${sql.id(column)}`.execute(db);
  }
}
