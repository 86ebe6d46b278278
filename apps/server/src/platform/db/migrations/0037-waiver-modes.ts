import { sql, type Kysely } from 'kysely';

// Issue 40, D3: a waiver either waives what is owed now (late charges go on while the loan is overdue) or also stops
// late charges on the order (nothing more accrues). The order keeps the day they were stopped, which the loan
// engine reads (lateChargesStoppedOn); each waiver records which of the two it was, for the borrower's order
// details and receipts and for the audit. And D4: what each period closed by a rollover charged
// (orders.rolled_over_periods, the engine's rolledOverPeriods), so order details label every period's charges.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column late_charges_stopped_on date`.execute(db);
  await sql`alter table orders add column rolled_over_periods jsonb not null default '[]'::jsonb`.execute(db);
  await sql`
    alter table penalty_waivers add column mode text not null default 'owed-now'
      check (mode in ('owed-now', 'stop-late-charges'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table penalty_waivers drop column mode`.execute(db);
  await sql`alter table orders drop column rolled_over_periods`.execute(db);
  await sql`alter table orders drop column late_charges_stopped_on`.execute(db);
}
