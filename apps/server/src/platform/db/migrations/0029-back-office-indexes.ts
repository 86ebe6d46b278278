import { sql, type Kysely } from 'kysely';

// Issue 31, the back office at a million borrowers: the indexes its searches and lists missed on the benchmark book
// (bench/scale/back-office.json keeps each query's plan before and after). Indexes only: no data changes.
//
// Built CONCURRENTLY, so the hot tables (users, credit_decisions, audit_log) keep taking writes while each builds:
// a plain CREATE INDEX holds a SHARE lock on its table for the whole build, which on the book is seconds to
// minutes of refused sign-ups, decisions and audit lines. CONCURRENTLY cannot run inside a transaction, so this
// migration is run on its own, outside one (migrate.ts, `outsideTransaction`); an index a failed build left invalid
// is dropped and built again on the next start.
export const outsideTransaction = true;

/** The indexes it builds, by name (the back-office bench drops them to measure before). */
export const INDEXES: readonly { name: string; on: string }[] = [
  // The search by phone reads deleted accounts too (staff still answer them), which the live-phone unique index of
  // 0019 (where deleted_at is null) cannot serve: the search read the whole users table.
  { name: 'users_phone', on: 'users (mobile_phone)' },
  // The search by name is a substring in any case (lower(full_name) like '%…%'): trigrams, not a b-tree.
  { name: 'users_name_trgm', on: 'users using gin (lower(full_name) gin_trgm_ops)' },
  // The review queue reads held decisions oldest first; held ones are a sliver of every decision made.
  { name: 'credit_decisions_held', on: "credit_decisions (seq) where outcome = 'review'" },
  // The audit search by actor matches the id or the name (lower(actor_name)); the name had no index.
  { name: 'audit_log_actor_name', on: 'audit_log (lower(actor_name), id desc)' },
];

/** Builds an index without blocking writes; shared with the later index migrations (0030). */
export async function buildConcurrently(db: Kysely<unknown>, name: string, on: string): Promise<void> {
  const { rows } = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${name}`.execute(db);
  if (rows[0] && !rows[0].valid) await sql`drop index concurrently ${sql.id(name)}`.execute(db);
  await sql`create index concurrently if not exists ${sql.id(name)} on ${sql.raw(on)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL's contrib (trusted since 13); PGlite loads it in platform/db/client.ts.
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const index of INDEXES) await buildConcurrently(db, index.name, index.on);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql`drop index concurrently if exists ${sql.id(index.name)}`.execute(db);
}
