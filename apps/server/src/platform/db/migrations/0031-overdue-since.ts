import { overdueSince, type LoanState } from '@pautang/loan-engine';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OrdersTable } from '../schema';

// Issue 31, the collections book at a million borrowers: it read every open order and ran the engine on each in
// JavaScript (over 6.5 minutes at 3M orders). orders.overdue_since is the day the engine counts days past due from
// (overdueSince: the oldest instalment still owed); it depends on the loan only, never on the business date, so the
// book selects, filters and orders in SQL (days past due = business date - overdue_since) and reads a page at a time.
// updateOrder keeps it with every write to the loan; this migration works it out once for the loans already owed.
//
// Outside a transaction (migrate.ts, `outsideTransaction`): the backfill goes a batch at a time, each batch its own
// short statement, and the index is built CONCURRENTLY, so payments and disbursements keep writing to orders.
export const outsideTransaction = true;

/** Orders read and written per statement of the backfill. */
const BATCH = 2000;

/**
 * An order row as the engine reads a loan, written out here rather than imported from the lending context: a
 * migration imports no context code (issue 41), and what it computed must not change when the live mapping does.
 */
const overdueSinceOf = (row: Selectable<OrdersTable>): string | null => {
  const loan: LoanState = {
    terms: row.terms,
    principalAmount: row.principal_amount,
    termDays: row.term_days,
    clientType: row.client_type,
    disbursedOn: row.disbursed_on,
    disbursementFailed: row.disbursement_failed,
    rolloverCount: row.rollover_count,
    periodStartOn: row.period_start_on,
    carriedFeesAmount: row.carried_fees_amount,
    principalRepaidAmount: row.principal_repaid_amount,
    penaltyCharged: row.penalty_charged,
    penaltyWaivedAmount: row.penalty_waived_amount,
    settledOn: row.settled_on,
    lateChargesStoppedOn: row.late_charges_stopped_on,
    covered: row.covered,
    capsAllLoans: row.caps_all_loans,
    rolledOverChargesAmount: row.rolled_over_charges_amount,
    rolledOverPeriods: row.rolled_over_periods,
    instalmentsPaid: row.instalments_paid,
  };
  return overdueSince(loan);
};
const INDEX = 'orders_overdue_since';

async function backfill(db: Kysely<Database>): Promise<void> {
  let after = '';
  for (;;) {
    // Only loans that can still owe: a finished one (stored 200) or one never paid out owes nothing (null).
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '>', after)
      .where('disbursed_on', 'is not', null)
      .where('disbursement_failed', '=', false)
      .where('status', '<>', 200)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    const owed = rows
      .map((row) => ({ id: row.id, since: overdueSinceOf(row) }))
      .filter((r): r is { id: string; since: string } => r.since !== null);
    if (owed.length === 0) continue;
    const values = sql.join(owed.map((r) => sql`(${r.id}, ${r.since}::date)`));
    await sql`
      update orders o set overdue_since = v.since
      from (values ${values}) as v(id, since)
      where o.id = v.id`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column if not exists overdue_since date`.execute(db);
  await backfill(db as unknown as Kysely<Database>);
  // The planner's picture of the new column: without it the book's count read the whole table (a third guessed owed).
  // VACUUM as well: the backfill rewrote every owed loan's row, clearing the visibility map, and until it is set
  // again the book's counts fetch each row from the table instead of reading the index alone (on the 1M book,
  // 160,000 overdue orders: 547 ms a count before, 31 ms after; the VACUUM took 23 s and blocks no writes).
  await sql`vacuum (analyze) orders`.execute(db);
  // An index a failed build left invalid is dropped and built again on the next start (as 0029's are).
  const { rows } = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${INDEX}`.execute(db);
  if (rows[0] && !rows[0].valid) await sql`drop index concurrently ${sql.id(INDEX)}`.execute(db);
  // The book's order (days past due, most first, then the order number) and its bucket ranges, owed loans only.
  await sql`
    create index concurrently if not exists ${sql.id(INDEX)}
    on orders (overdue_since, id) where overdue_since is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index concurrently if exists ${sql.id(INDEX)}`.execute(db);
  await sql`alter table orders drop column if exists overdue_since`.execute(db);
}
