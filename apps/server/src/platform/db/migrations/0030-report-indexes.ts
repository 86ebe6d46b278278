import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { buildConcurrently } from './0029-back-office-indexes';

// Issue 31, the portfolio report on the benchmark book: its days (disbursed, collected, rolled over, per channel) are
// ranges of days over the two biggest tables, which had no index on the day; each read the whole table per report.
// Indexes only: no data changes. Built CONCURRENTLY outside a transaction, as 0029 (orders and ledger_entries take
// payments and postbacks all day: a plain build would refuse them for its length).
export const outsideTransaction = true;

/** The indexes it builds, by name (the back-office bench drops them to measure before). */
export const INDEXES: readonly { name: string; on: string }[] = [
  // Collected and rolled over per day: the ledger's business date.
  { name: 'ledger_entries_business_date', on: 'ledger_entries (business_date)' },
  // Disbursed per day: the order's disbursement date (most orders are disbursed: a full index, not a partial one).
  { name: 'orders_disbursed_on', on: 'orders (disbursed_on)' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await buildConcurrently(db, index.name, index.on);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql`drop index concurrently if exists ${sql.id(index.name)}`.execute(db);
}
