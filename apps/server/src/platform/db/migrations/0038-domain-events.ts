import { sql, type Kysely } from 'kysely';

// Issue 41: the outbox of domain events. A change other contexts react to (a decision, a payment, a payout, a
// refund, a reply) writes its event here in the same transaction as the change, so the event exists exactly when the
// change does. Each subscriber's delivery is a row of event_deliveries, written in the subscriber's own transaction
// with its effect: a second delivery of the same event finds the row and does nothing (platform/events).
// settled_at marks an event every subscriber has taken, so the relay reads only the few still owed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table domain_events (
      id bigserial primary key,
      type text not null,
      payload jsonb not null,
      occurred_at timestamptz not null,
      settled_at timestamptz
    )`.execute(db);
  await sql`create index domain_events_unsettled on domain_events (id) where settled_at is null`.execute(db);
  await sql`
    create table event_deliveries (
      event_id bigint not null references domain_events (id),
      subscriber text not null,
      delivered_at timestamptz not null,
      primary key (event_id, subscriber)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_deliveries`.execute(db);
  await sql`drop table domain_events`.execute(db);
}
