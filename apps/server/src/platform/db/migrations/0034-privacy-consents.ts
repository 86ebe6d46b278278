import { sql, type Kysely } from 'kysely';

// Issue 40, consent before data (Data Privacy Act, RA 10173 §12(a) and §13; NPC Circular 20-01 for lending apps).
// One row each time a borrower agrees to the privacy notice at sign-in: which version of the notice, when, and on
// which device. Append-only, like the audit log: a later agreement adds a row and never rewrites an earlier one, so
// what a borrower agreed to on any day stays provable. No backfill: a borrower from before this table has no
// consent on record until they next sign in, which is the truth.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table privacy_consents (
      id bigint generated always as identity primary key,
      user_id text not null references users(id),
      notice_version text not null,
      device_id text not null,
      consented_at timestamptz not null
    )`.execute(db);
  await sql`create index privacy_consents_of_user on privacy_consents (user_id, consented_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table privacy_consents`.execute(db);
}
