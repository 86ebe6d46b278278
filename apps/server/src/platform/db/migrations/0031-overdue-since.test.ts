// @module-tag database: the backfill and the concurrent index, on PostgreSQL as on PGlite
// Migration 0031 (issue 31): orders.overdue_since worked out by the engine for loans written before it (the backfill),
// and the book's page served by orders_overdue_since. The plan is asked of the SQL the repository issues, with
// sequential scans made dear, so the assertion is about which index fits the query, never about how fast it ran.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { overdueSince } from '@pautang/loan-engine';
import { listOverduePage } from '../../../contexts/collections/index';
import { loanStateOf } from '../../../contexts/lending/index';
import { seedBook } from '../../../contexts/demo/index';
import * as m0031 from './0031-overdue-since';
import { plansOfTestDatabase } from '../query-plan';

const { database, planOf } = plansOfTestDatabase();

describe('migration 0031 (orders.overdue_since)', () => {
  it('works out every owed loan’s day through the engine, for rows written before it', async () => {
    await seedBook(database().db, '2026-11-21', [1, 31, 95]);
    // As the rows stood before 0031: no column kept.
    await database().db.updateTable('orders').set({ overdue_since: null }).execute();
    await m0031.up(database().db as unknown as Kysely<unknown>);
    const rows = await database().db.selectFrom('orders').selectAll().execute();
    const owed = rows.filter((row) => row.overdue_since !== null);
    expect(owed.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const expected = row.status === 200 ? null : overdueSince(loanStateOf(row));
      expect([row.id, row.overdue_since]).toEqual([row.id, expected]);
    }
  });

  it('leaves its index valid, and the book’s page read from it', async () => {
    const { rows } = await sql<{ valid: boolean }>`
      select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = 'orders_overdue_since'`.execute(database().db);
    expect(rows).toEqual([{ valid: true }]);
    const plan = await planOf((db) =>
      listOverduePage(db, { overdueTo: '2026-11-20' }, { overdueSince: '2026-01-01', orderId: 'PT' }, 51),
    );
    expect(plan).toMatch(/Index (Only )?Scan using orders_overdue_since on orders/);
  });
});
