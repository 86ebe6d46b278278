import { sql, type Kysely } from 'kysely';

// Issue 42: restructuring for a borrower in hardship. Collections propose a plan of 2 to 6 instalments for an overdue
// order, a second person approves it, and the borrower accepts or declines it in the H5: a restructure row is the
// offer, from approval to the borrower's answer (or its expiry). Accepted, the old order closes into a new one, and
// each names the other. The old order names its open offer (restructure_offer_id), so its page reads it only then. The plan's order keeps what the caps count for the first loan's life (the engine's
// capBaseAmount, priorChargesAmount) and what it owes again (carriedChargesAmount).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column restructured boolean not null default false,
      add column cap_base_amount integer,
      add column prior_charges_amount integer not null default 0,
      add column carried_charges_amount integer not null default 0,
      add column restructured_from text references orders (id) on delete set null,
      add column restructured_into text references orders (id) on delete set null,
      add column restructure_offer_id text`.execute(db);
  await sql`
    create table restructures (
      id text primary key,
      order_id text not null references orders (id) on delete cascade,
      user_id text not null,
      instalment_count integer not null check (instalment_count between 2 and 6),
      late_charges text not null check (late_charges in ('freeze', 'waive')),
      reason text not null,
      status text not null check (status in ('offered', 'accepted', 'declined')),
      maker_id text not null,
      checker_id text,
      offered_on date not null,
      expires_on date not null,
      new_order_id text references orders (id) on delete set null,
      -- What the borrower accepted: the old loan's settlement and the plan's disclosure, as shown.
      accepted jsonb,
      decided_at timestamptz,
      created_at timestamptz not null
    )`.execute(db);
  // One offer open per order: a second proposal waits for the borrower's answer (or the expiry) of the first.
  await sql`create index restructures_order on restructures (order_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table restructures`.execute(db);
  await sql`
    alter table orders
      drop column restructure_offer_id,
      drop column restructured_into,
      drop column restructured_from,
      drop column carried_charges_amount,
      drop column prior_charges_amount,
      drop column cap_base_amount,
      drop column restructured`.execute(db);
}
