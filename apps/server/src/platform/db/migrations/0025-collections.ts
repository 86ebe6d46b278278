import { sql, type Kysely } from 'kysely';

// Issue 28, collections (SEC MC 18 s.2019). An overdue order is assigned to one collector at a time; every contact
// (a call, or an SMS sent from an approved template) is kept with its outcome, a promise to pay and its date, and a
// hardship note. A borrower's agreement to be contacted at any hour is kept per borrower. A penalty waiver lowers
// the order's penalty through the loan engine (orders.penalty_waived_amount) and leaves a record of who waived
// what and why, once per approval (the unique approval_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column penalty_waived_amount integer not null default 0 check (penalty_waived_amount >= 0)`.execute(
    db,
  );

  await sql`
    create table collection_assignments (
      order_id text primary key references orders(id) on delete cascade,
      collector_id text not null references agents(id),
      assigned_by text not null references agents(id),
      assigned_at timestamptz not null
    )`.execute(db);
  await sql`create index collection_assignments_collector on collection_assignments (collector_id)`.execute(
    db,
  );

  await sql`
    create table collection_contacts (
      id text primary key,
      order_id text not null references orders(id) on delete cascade,
      user_id text not null references users(id),
      staff_id text not null references agents(id),
      channel text not null check (channel in ('call', 'sms')),
      outcome text not null,
      note text not null default '',
      promise_date date,
      promise_amount integer check (promise_amount is null or promise_amount > 0),
      template_id text,
      sms_body text,
      at timestamptz not null,
      check ((channel = 'sms') = (template_id is not null))
    )`.execute(db);
  await sql`create index collection_contacts_order on collection_contacts (order_id, at desc)`.execute(db);

  await sql`
    create table collection_consents (
      user_id text primary key references users(id),
      agreed boolean not null,
      note text not null,
      set_by text not null references agents(id),
      at timestamptz not null
    )`.execute(db);

  await sql`
    create table penalty_waivers (
      id text primary key,
      order_id text not null references orders(id) on delete cascade,
      user_id text not null references users(id),
      amount integer not null check (amount > 0),
      reason text not null,
      maker_id text not null references agents(id),
      checker_id text references agents(id),
      approval_id text unique,
      at timestamptz not null
    )`.execute(db);
  await sql`create index penalty_waivers_order on penalty_waivers (order_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table penalty_waivers`.execute(db);
  await sql`drop table collection_consents`.execute(db);
  await sql`drop table collection_contacts`.execute(db);
  await sql`drop table collection_assignments`.execute(db);
  await sql`alter table orders drop column penalty_waived_amount`.execute(db);
}
