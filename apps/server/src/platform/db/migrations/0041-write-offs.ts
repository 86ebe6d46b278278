import { sql, type Kysely } from 'kysely';

// Issue 42: an order written off (an accounting act, not a waiver: the borrower still owes what the engine says).
// The day it was written off, and who proposed and approved it; the books then hold nothing of its receivables,
// and what it is paid later is a recovery.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column written_off_on date`.execute(db);
  await sql`
    create table write_offs (
      order_id text primary key references orders (id) on delete cascade,
      business_date date not null,
      amount integer not null check (amount > 0),
      reason text not null,
      maker_id text not null,
      checker_id text,
      at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table write_offs`.execute(db);
  await sql`alter table orders drop column written_off_on`.execute(db);
}
