import { sql, type Kysely } from 'kysely';

// Issue 31, the portfolio report on the million-borrower book: read live, it summed every order and a month of the
// ledger per view (14.5 s p95 on 3M orders against a target of 1 s). Two tables keep the figures instead, computed
// by a recurring job (contexts/back-office/reports/report-figures.ts) from the same SQL as the live report:
// - report_book: the book on a business date (loans, principal and outstanding principal per status, PAR30, PAR90),
//   replaced every REPORT_FIGURES_SECONDS; the report says when it was computed.
// - report_days: a closed day's money (disbursed, collected, rolled over, per channel), written once the day is
//   over: the ledger posts on the business date, so a day before it takes no more entries.
// New tables only: no lock on a table in use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_book')
    .addColumn('business_date', 'date', (c) => c.primaryKey())
    .addColumn('by_status', 'jsonb', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('took_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('disbursed_count', 'bigint', (c) => c.notNull())
    .addColumn('disbursed_amount', 'bigint', (c) => c.notNull())
    .addColumn('collected_count', 'bigint', (c) => c.notNull())
    .addColumn('collected_amount', 'bigint', (c) => c.notNull())
    .addColumn('rollover_count', 'bigint', (c) => c.notNull())
    .addColumn('rollover_amount', 'bigint', (c) => c.notNull())
    .addColumn('channels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_days').execute();
  await db.schema.dropTable('report_book').execute();
}
