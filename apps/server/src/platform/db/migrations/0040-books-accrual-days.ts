import { sql, type Kysely } from 'kysely';

// Issue 42: the business days the daily accrual has run for. The job runs once per business day whichever instance
// takes it: the day's row is written when it is done, and a day with a row is not accrued again by the job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gl_accrual_days (
      business_date date primary key,
      orders integer not null,
      finished_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table gl_accrual_days`.execute(db);
}
