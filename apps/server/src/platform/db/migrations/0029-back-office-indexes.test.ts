// @module-tag database: the indexes must be there, valid and chosen on PostgreSQL as on PGlite
// Migration 0029 (issue 31): the back office's searches are served by indexes, not by reading every borrower. The
// plans are asked of the SQL the repositories issue (captured through Kysely's log), with sequential scans made
// dear, so the assertion is about which index exists and fits the query, never about how fast it ran.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, usersByName, usersByPhone } from '../../../contexts/back-office/index';
import { migrateToLatest } from '../migrate';
import { plansOfTestDatabase } from '../query-plan';

const { database, planOf } = plansOfTestDatabase();

describe('migration 0029 (back-office indexes)', () => {
  it('leaves each index valid, and pg_trgm installed', async () => {
    const { rows } = await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname in ('users_phone', 'users_name_trgm', 'credit_decisions_held', 'audit_log_actor_name')
      order by c.relname`.execute(database().db);
    expect(rows).toEqual([
      { name: 'audit_log_actor_name', valid: true },
      { name: 'credit_decisions_held', valid: true },
      { name: 'users_name_trgm', valid: true },
      { name: 'users_phone', valid: true },
    ]);
    const ext = await sql<{
      extname: string;
    }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(database().db);
    expect(ext.rows).toHaveLength(1);
  });

  it('serves the search by phone, deleted accounts included, from users_phone', async () => {
    const plan = await planOf((db) => usersByPhone(db, '09171234501'));
    expect(plan).toMatch(/Index (Only )?Scan using users_phone|Bitmap Index Scan on users_phone/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('serves the search by part of a name from the trigram index', async () => {
    const plan = await planOf((db) => usersByName(db, 'santos', SEARCH_LIMIT + 1));
    expect(plan).toMatch(/Bitmap Index Scan on users_name_trgm/);
  });

  it('migrating again changes nothing: 0029 is recorded once, its indexes stay', async () => {
    await migrateToLatest(database().db);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from kysely_migration where name = '0029-back-office-indexes'`.execute(
      database().db,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
