import { sql, type Kysely } from 'kysely';

// Issue 27, origination: the borrower's profile, one row per step (spec 1 §3's storage groups public, personal,
// job, ext and citySelect, plus identity and references), each the step's item codes → values as saved whole.
// users keeps the name the profile states (agreements, the back office and the outbox read it there), and the
// deletion: when it was asked and the day the personal data is anonymised after the retention the lender keeps.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table profile_steps (
      user_id text not null references users(id),
      step text not null,
      answers jsonb not null,
      completed_at timestamptz not null,
      primary key (user_id, step)
    )`.execute(db);
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
  await sql`alter table users add column anonymise_on date`.execute(db);
  await sql`alter table users add column anonymised_at timestamptz`.execute(db);
  // One live account per phone: a deleted account keeps its phone for the retention period, and signing in again
  // with that phone opens a new account (docs/DECISIONS.md), so the deleted row leaves the uniqueness.
  await sql`alter table users drop constraint users_mobile_phone_key`.execute(db);
  await sql`create unique index users_live_phone on users (mobile_phone) where deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_live_phone`.execute(db);
  await sql`alter table users add constraint users_mobile_phone_key unique (mobile_phone)`.execute(db);
  await sql`alter table users drop column anonymised_at`.execute(db);
  await sql`alter table users drop column anonymise_on`.execute(db);
  await sql`alter table users drop column deleted_at`.execute(db);
  await sql`drop table profile_steps`.execute(db);
}
