// @module-tag database: the indexes must be there, valid and chosen on PostgreSQL as on PGlite
// Migration 0030 (issue 31): the portfolio report's days are read by index, not by reading the whole ledger and
// every order per report. Plans of the SQL the reports repository issues (platform/db/query-plan.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  channelsPerDay,
  collectedPerDay,
  disbursedPerDay,
  rolloversPerDay,
} from '../../../contexts/back-office/index';
import { plansOfTestDatabase } from '../query-plan';

const { database, planOf } = plansOfTestDatabase();

const FROM = '2026-10-27';
const TO = '2026-11-25';
const byIndex = (name: string) => new RegExp(`Index (Only )?Scan using ${name}|Bitmap Index Scan on ${name}`);

describe('migration 0030 (report indexes)', () => {
  it('leaves each index valid', async () => {
    const { rows } = await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname in ('ledger_entries_business_date', 'orders_disbursed_on')
      order by c.relname`.execute(database().db);
    expect(rows).toEqual([
      { name: 'ledger_entries_business_date', valid: true },
      { name: 'orders_disbursed_on', valid: true },
    ]);
  });

  it('reads loans disbursed per day from orders_disbursed_on', async () => {
    const plan = await planOf((db) => disbursedPerDay(db, FROM, TO));
    expect(plan).toMatch(byIndex('orders_disbursed_on'));
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });

  it.each([
    ['collected', collectedPerDay],
    ['rolled over', rolloversPerDay],
    ['paid per channel', channelsPerDay],
  ])('reads money %s per day from ledger_entries_business_date', async (_label, query) => {
    const plan = await planOf((db) => query(db, FROM, TO));
    expect(plan).toMatch(byIndex('ledger_entries_business_date'));
    expect(plan).not.toMatch(/Seq Scan on ledger_entries/);
  });
});
