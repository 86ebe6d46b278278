// @module-tag database: the index replaced concurrently, on PostgreSQL as on PGlite
// Migration 0033 (issue 31): orders_overdue_since carries each overdue order's borrower, so a search of the
// collections book finds the named borrowers' overdue orders from the index; undone and done again, it stays valid.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { plansOfTestDatabase } from '../query-plan';
import * as m0033 from './0033-overdue-borrower';

const { database } = plansOfTestDatabase();

async function indexes(): Promise<{ name: string; valid: boolean; definition: string }[]> {
  const { rows } = await sql<{ name: string; valid: boolean; definition: string }>`
    select c.relname as name, i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname like 'orders_overdue_since%' order by c.relname`.execute(database().db);
  return rows;
}

describe('migration 0033 (the overdue book’s index carries the borrower)', () => {
  it('leaves one valid orders_overdue_since, with user_id included, and undoes to the one before', async () => {
    const [index] = await indexes();
    expect(await indexes()).toHaveLength(1);
    expect(index).toMatchObject({ name: 'orders_overdue_since', valid: true });
    expect(index?.definition).toMatch(
      /\(overdue_since, id\) INCLUDE \(user_id\) WHERE \(overdue_since IS NOT NULL\)/,
    );

    const db = database().db as unknown as Kysely<unknown>;
    await m0033.down(db);
    const [before] = await indexes();
    expect(await indexes()).toHaveLength(1);
    expect(before?.definition).not.toMatch(/INCLUDE/);
    await m0033.up(db);
    expect(await indexes()).toEqual([index]);
  });
});
