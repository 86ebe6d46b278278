// Seeded PGlite databases, reused by a worker's test files. Starting PGlite from the prepared data directory costs
// about a processor-second whatever it holds (measured on two cores: 1.4 s seeded, 1.0 s empty; PGlite's start, not
// the data), and the plain server pass opened about 94 of them, a quarter of its processor time. A database a test
// file has closed is put back as the seed left it instead, in a tenth of that: its rows truncated and copied back
// from the seed's, its sequences set back, its session discarded. One whose structure changed (a table, a column, a
// constraint, a function, a schema such as the job queue's) is closed, not reused: its next holder gets a fresh one.
import type { PGlite } from '@electric-sql/pglite';

type Seed = {
  /** What the structure was when seeded: the catalogue's user objects, one line each, hashed. */
  structure: string;
  /** Every table, each with its rows as COPY wrote them (none when it had no row). */
  tables: { name: string; rows: Blob | undefined }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
};

/**
 * The user objects of the catalogue, one text: a test that adds a column, a constraint, a trigger, a function or a
 * schema (pg-boss makes its own) leaves a database whose copy-back would not make it the seed again.
 */
const STRUCTURE = `
  with user_ns as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%'
      and nspname not like 'pg_temp%'
  )
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as structure from (
    select 'ns ' || nspname as item from user_ns
    union all select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text
      from pg_class c join user_ns n on n.oid = c.relnamespace
    union all select 'col ' || c.oid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join user_ns n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped
    union all select 'con ' || conrelid::regclass::text || '.' || conname || ' ' || pg_get_constraintdef(c.oid)
      from pg_constraint c join user_ns n on n.oid = c.connamespace
    union all select 'trg ' || tgrelid::regclass::text || '.' || tgname || ' ' || tgenabled::text
      from pg_trigger where not tgisinternal
    union all select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
      from pg_proc p join user_ns n on n.oid = p.pronamespace
    union all select 'type ' || t.oid::regtype::text from pg_type t join user_ns n on n.oid = t.typnamespace
    union all select 'enum ' || enumtypid::regtype::text || ' ' || enumlabel from pg_enum
    union all select 'ext ' || extname || ' ' || extversion from pg_extension
    union all select 'role ' || rolname from pg_roles
    union all select 'setting ' || array_to_string(setconfig, ',') from pg_db_role_setting
  ) items`;

const USER_RELATIONS = (kinds: string) => `
  select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in (${kinds}) and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
  order by 1`;

async function structureOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ structure: string }>(STRUCTURE);
  return rows[0]?.structure ?? '';
}

/** What a database just loaded from the seed holds: read once per worker, the same for every copy. */
async function readSeed(pglite: PGlite): Promise<Seed> {
  const tables: Seed['tables'] = [];
  for (const { name } of (await pglite.query<{ name: string }>(USER_RELATIONS(`'r'`))).rows) {
    const { blob } = await pglite.query(`copy ${name} to '/dev/blob'`);
    tables.push({ name, rows: blob?.size ? blob : undefined });
  }
  const sequences: Seed['sequences'] = [];
  for (const { name } of (await pglite.query<{ name: string }>(USER_RELATIONS(`'S'`))).rows) {
    const { rows } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    const row = rows[0];
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return { structure: await structureOf(pglite), tables, sequences };
}

/**
 * Puts a database whose structure is the seed's back to the seed's rows and sequences, and a fresh session. Only
 * databases given back are restored, and giving back has already rolled back any transaction a test left open.
 */
async function restore(pglite: PGlite, seed: Seed): Promise<void> {
  // Prepared statements, temporary tables, settings, advisory locks: the session as a new connection has it.
  await pglite.exec('discard all');
  // Foreign keys unchecked while every table is empty and refilled: the seed's rows satisfy them together.
  await pglite.exec(
    `set session_replication_role = replica; truncate ${seed.tables.map((t) => t.name).join(', ')}`,
  );
  for (const { name, rows } of seed.tables) {
    if (rows) await pglite.query(`copy ${name} from '/dev/blob'`, [], { blob: rows });
  }
  for (const { name, lastValue, isCalled } of seed.sequences) {
    await pglite.query(`select setval($1::regclass, $2::bigint, $3)`, [name, lastValue, isCalled]);
  }
  await pglite.exec('set session_replication_role = default');
}

let seed: Promise<Seed> | undefined;
const idle: PGlite[] = [];

/**
 * A seeded PGlite of the caller's own until it gives it back: a reused one (put back as the seed left it), or one
 * `open` starts. Giving it back keeps it for the next caller when its structure is still the seed's.
 */
export async function leaseSeeded(
  open: () => Promise<PGlite>,
): Promise<{ pglite: PGlite; giveBack: () => Promise<void> }> {
  const reused = idle.pop();
  const pglite = reused ?? (await open());
  // Read off the first database a worker opens, before anyone writes to it; every later one is a copy of it.
  const known = await (seed ??= readSeed(pglite));
  if (reused) await restore(pglite, known);
  return {
    pglite,
    giveBack: async () => {
      if (pglite.closed) return;
      try {
        // A test that ended inside a transaction (a failure between begin and commit) leaves it open.
        await pglite.exec('rollback');
        if ((await structureOf(pglite)) === known.structure) return void idle.push(pglite);
      } catch {
        // A database that cannot say what it holds is not lent again.
      }
      await pglite.close();
    },
  };
}
