import { sql, type Kysely } from 'kysely';

// Issue 27, the credit decision: every decision on an application is one row, an audit record that is never
// changed: what was asked, the inputs the rules read, each rule's result, the outcome, the reason the borrower reads,
// the offer when approved, the business date and instant, and who decided (null: the rules; 'demo' or a person
// later). A person's later review of a held application is a new row pointing at it (review_of). An apply's
// requestId finds its decision again (same key, same decision). The order keeps the decision it signs (one order per
// decision) and who the borrower was when signing, as the agreement names them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_decisions (
      id text primary key,
      seq integer generated always as identity,
      user_id text not null references users(id),
      product_id text not null,
      request_id text,
      request_hash text,
      review_of text references credit_decisions(id),
      amount integer not null,
      term_days integer not null,
      inputs jsonb not null,
      rules jsonb not null,
      outcome text not null check (outcome in ('approved', 'declined', 'review')),
      reason text not null,
      offer_amount integer,
      offer_term_days integer,
      business_date date not null,
      decided_at timestamptz not null,
      decided_by text,
      check ((outcome = 'approved') = (offer_amount is not null and offer_term_days is not null))
    )`.execute(db);
  await sql`
    create unique index credit_decisions_request on credit_decisions (user_id, request_id)
    where request_id is not null`.execute(db);
  await sql`create index credit_decisions_user on credit_decisions (user_id, product_id, seq)`.execute(db);
  // An audit record: the database itself refuses to change or remove one, whoever asks.
  await sql`
    create function pautang_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is an audit record: add a row, never change one', tg_table_name;
    end
    $$`.execute(db);
  await sql`
    create trigger credit_decisions_append_only before update or delete on credit_decisions
    for each row execute function pautang_append_only()`.execute(db);
  await sql`alter table orders add column decision_id text references credit_decisions(id)`.execute(db);
  await sql`
    create unique index orders_one_per_decision on orders (decision_id) where decision_id is not null`.execute(
    db,
  );
  await sql`alter table orders add column borrower_identity jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column borrower_identity`.execute(db);
  await sql`drop index orders_one_per_decision`.execute(db);
  await sql`alter table orders drop column decision_id`.execute(db);
  await sql`drop table credit_decisions`.execute(db);
  await sql`drop function pautang_append_only()`.execute(db);
}
