// @module-tag once: the pool is the PGlite pass's own (PostgreSQL files copy a template database instead)
// A seeded database a test file gave back is lent again only as the seed left it: its rows, its sequences and its
// session; one whose structure a test changed is closed.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgliteOf } from './platform/db/client';
import { testDatabase } from './test-helper';

/** The rows of every table, in key order, and the next value of every sequence: what a test could read. */
async function contents(database: Awaited<ReturnType<typeof testDatabase>>): Promise<string> {
  const pglite = pgliteOf(database.db);
  if (!pglite) throw new Error('not on PGlite');
  const tables = await pglite.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await pglite.query<{ r: string }>(`select t::text as r from ${name} t order by 1`);
    parts.push(`${name}: ${rows.map((row) => row.r).join('|')}`);
  }
  const sequences = await pglite.query<{ name: string; v: string }>(
    `select sequencename as name, coalesce(last_value, 0)::text as v from pg_sequences order by 1`,
  );
  parts.push(...sequences.rows.map((s) => `${s.name}=${s.v}`));
  return parts.join('\n');
}

describe.runIf(!process.env.TEST_DATABASE_URL)('the seeded PGlite pool', () => {
  it('lends a database back as the seed left it, though the last holder changed rows, sequences and settings', async () => {
    const first = await testDatabase();
    const pglite = pgliteOf(first.db);
    const seeded = await contents(first);
    const before = await first.db.selectFrom('users').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await first.db.deleteFrom('bank_accounts').execute();
    await first.db.updateTable('users').set({ full_name: 'Changed' }).execute();
    await sql`select nextval(c.oid::regclass) from pg_class c where c.relkind = 'S'`.execute(first.db);
    await sql`set timezone = 'Asia/Tokyo'`.execute(first.db);
    // Left inside a transaction, as a test that failed between begin and commit leaves it.
    await sql`begin`.execute(first.db);
    await first.db.deleteFrom('orders').execute();
    expect(await contents(first)).not.toBe(seeded);
    await first.close();

    const second = await testDatabase();
    expect(pgliteOf(second.db)).toBe(pglite);
    expect(await contents(second)).toBe(seeded);
    const { rows } = await sql<{ TimeZone: string }>`show timezone`.execute(second.db);
    expect(rows[0]?.TimeZone).not.toBe('Asia/Tokyo');
    await second.close();
  });

  it('does not lend again a database whose structure a test changed', async () => {
    const first = await testDatabase();
    const pglite = pgliteOf(first.db);
    await sql`alter table users add column pool_probe text`.execute(first.db);
    await first.close();
    expect(pglite?.closed).toBe(true);

    const second = await testDatabase();
    expect(pgliteOf(second.db)).not.toBe(pglite);
    const columns = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns where column_name = 'pool_probe'`.execute(
      second.db,
    );
    expect(columns.rows[0]?.n).toBe(0);
    await second.close();
  });

  it('refuses a destroyed handle’s late query rather than run it on the next holder’s database', async () => {
    const first = await testDatabase();
    await first.close();
    // A write: a read may still be answered from the handle's read cache, which reaches no database.
    await expect(first.db.updateTable('users').set({ full_name: 'Late' }).execute()).rejects.toThrow(
      /destroyed/,
    );
    const second = await testDatabase();
    const names = await second.db
      .selectFrom('users')
      .select('full_name')
      .where('full_name', '=', 'Late')
      .execute();
    expect(names).toEqual([]);
    await second.close();
  });
});
