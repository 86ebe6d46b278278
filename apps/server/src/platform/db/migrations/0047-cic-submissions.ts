import { sql, type Kysely } from 'kysely';

// Issue 43: the log of the CIC submissions made (RA 9510): the month, the kind (regular or correction), the layout,
// the records in it, the file's checksum, who made it and when, and the file itself for compliance to download.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cic_submissions (
      id text primary key,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      submission_type text not null check (submission_type in ('R', 'C')),
      layout_version text not null,
      subject_count int not null,
      contract_count int not null,
      checksum text not null,
      file text not null,
      produced_by text not null references agents(id),
      -- Who, as they were named when they made it.
      produced_by_name text not null,
      produced_at timestamptz not null
    )`.execute(db);
  await sql`create index cic_submissions_newest on cic_submissions (produced_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cic_submissions`.execute(db);
}
