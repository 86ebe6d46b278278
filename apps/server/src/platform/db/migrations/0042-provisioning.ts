import { sql, type Kysely } from 'kysely';

// Issue 42: the allowance for credit losses. The rate of each days-past-due bucket, in basis points of the
// carrying amount, which finance sets under maker-checker; seeded with the defaults until the lender has
// its own loss history. A month's provision is one journal entry (source 'provision:YYYY-MM'), kept in gl_entries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gl_provision_rates (
      bucket text primary key,
      rate_bp integer not null check (rate_bp between 0 and 10000),
      updated_at timestamptz not null default now(),
      updated_by text not null default 'seed'
    )`.execute(db);
  await sql`
    insert into gl_provision_rates (bucket, rate_bp) values
      ('current', 100), ('1-30', 500), ('31-60', 2500), ('61-90', 5000), ('91-180', 7500), ('over-180', 10000)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table gl_provision_rates`.execute(db);
}
