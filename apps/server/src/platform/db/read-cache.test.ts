// @module-tag database: transactions, the change feed and a second connection
import { sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, emptyPglite, type TestApp } from '../../test-helper';
import { listComplaintsOf } from '../../contexts/support/index';
import { findOrderForUser } from '../../contexts/lending/index';
import { pendingPayments, recentPaymentsOfOrder } from '../../contexts/lending/index';
import { findSession } from '../../contexts/identity/index';
import { hashToken } from '../token-hash';
import { createDb, type Db } from './client';
import { ReadCache, readCacheOf, writtenTables } from './read-cache';

describe('ReadCache', () => {
  it('serves what was stored, until it expires', () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, now: () => now });
    cache.set('orders', 'a', { v: 1 }, cache.begin());
    expect(cache.get('orders', 'a')).toEqual({ v: 1 });
    now = 1001;
    expect(cache.get('orders', 'a')).toBeUndefined();
  });

  it('does not store a read that a write overtook', () => {
    const cache = new ReadCache();
    const begun = cache.begin();
    cache.evict('orders', 'other');
    cache.set('orders', 'a', { v: 'old' }, begun);
    expect(cache.get('orders', 'a')).toBeUndefined();
  });

  it('ignores writes to tables it does not cache', () => {
    const cache = new ReadCache();
    const begun = cache.begin();
    cache.evict('events');
    cache.set('orders', 'a', 1, begun);
    expect(cache.get('orders', 'a')).toBe(1);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ReadCache({ maxEntries: 2 });
    cache.set('orders', 'a', 1, cache.begin());
    cache.set('orders', 'b', 2, cache.begin());
    cache.get('orders', 'a');
    cache.set('orders', 'c', 3, cache.begin());
    expect([cache.get('orders', 'a'), cache.get('orders', 'b'), cache.get('orders', 'c')]).toEqual([
      1,
      undefined,
      3,
    ]);
  });

  it('counts the entries it holds per table, never past its bound', () => {
    const cache = new ReadCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set('sessions', key, key, cache.begin());
    cache.set('orders', 'x', 1, cache.begin());
    expect(cache.entryBound).toBe(3);
    expect(cache.entryCounts()).toMatchObject({ sessions: 3, orders: 1, complaints: 0 });
  });

  it('keeps the entries being read through a burst of new ones', () => {
    const cache = new ReadCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set('sessions', key, key, cache.begin());
    cache.get('sessions', 'a');
    cache.get('sessions', 'c');
    cache.set('sessions', 'd', 'd', cache.begin());
    cache.get('sessions', 'a');
    cache.set('sessions', 'e', 'e', cache.begin());
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => cache.get('sessions', k))).toEqual([
      'a',
      undefined,
      'c',
      undefined,
      'e',
    ]);
  });

  it('serves nothing while disabled, and starts empty when enabled again', () => {
    const cache = new ReadCache();
    cache.set('sessions', 'h', 1, cache.begin());
    cache.setEnabled(false);
    expect(cache.get('sessions', 'h')).toBeUndefined();
    cache.set('sessions', 'h', 2, cache.begin());
    cache.setEnabled(true);
    expect(cache.get('sessions', 'h')).toBeUndefined();
  });
});

describe('the tables a statement writes', () => {
  let db: Db;
  beforeAll(async () => {
    db = await emptyPglite({ readCache: false });
  });
  afterAll(() => db.destroy());

  it('names the written table, nothing for a select, and cannot tell for raw SQL that is not a select', () => {
    const of = (q: { compile: () => CompiledQuery }) => {
      const c = q.compile();
      return writtenTables(c.query, c.sql);
    };
    expect(of(db.selectFrom('orders').selectAll())).toEqual([]);
    expect(of(db.updateTable('orders').set({ score: 1 }).where('id', '=', 'x'))).toEqual(['orders']);
    expect(of(db.deleteFrom('sessions').where('token_hash', '=', 'x'))).toEqual(['sessions']);
    expect(of(db.insertInto('settings').values({ key: 'k', value: 'v' }))).toEqual(['settings']);
    const raw = (text: string) => {
      const c = sql.raw(text).compile(db);
      return writtenTables(c.query, c.sql);
    };
    expect(raw('select 1')).toEqual([]);
    expect(raw('update orders set score = 1')).toBeUndefined();
  });
});

describe('reads through the cache see every write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const scoreOf = async (db: Db) => (await findOrderForUser(db, 'PT0000000174', '10002'))?.score ?? null;
  const waitForCache = async (db: Db) => {
    // On PostgreSQL the cache serves reads once its change feed listens, however long that takes.
    while (!readCacheOf(db)?.isEnabled) await new Promise((r) => setTimeout(r, 50));
    expect(readCacheOf(db)?.isEnabled).toBe(true);
  };

  it('a write on this instance, plain or in a transaction, is read back at once', async () => {
    await waitForCache(t.db);
    expect(await scoreOf(t.db)).toBeNull();
    // The second read is the cached row itself.
    const first = await findOrderForUser(t.db, 'PT0000000174', '10002');
    expect(await findOrderForUser(t.db, 'PT0000000174', '10002')).toBe(first);

    await t.db.updateTable('orders').set({ score: 4 }).where('id', '=', 'PT0000000174').execute();
    expect(await scoreOf(t.db)).toBe(4);

    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ score: 5 }).where('id', '=', 'PT0000000174').execute();
      // Inside the transaction, reads go to the database: they see the transaction's own write.
      expect(await scoreOf(trx)).toBe(5);
    });
    expect(await scoreOf(t.db)).toBe(5);

    await t.db.updateTable('orders').set({ score: null }).where('id', '=', 'PT0000000174').execute();
  });

  it('order details answer from the new row after a write', async () => {
    const token = await t.signIn('10002');
    const read = async () =>
      (await t.call('loanDetails', { sessionId: token, query: { orderId: 'PT0000000174' } })).body.data as {
        isScore: string;
      };
    await t.db
      .updateTable('orders')
      .set({ is_score: '1', score: null })
      .where('id', '=', 'PT0000000174')
      .execute();
    expect((await read()).isScore).toBe('1');
    await t.db.updateTable('orders').set({ is_score: '0' }).where('id', '=', 'PT0000000174').execute();
    expect((await read()).isScore).toBe('0');
    await t.db.updateTable('orders').set({ is_score: '1' }).where('id', '=', 'PT0000000174').execute();
    expect((await read()).isScore).toBe('1');
  });

  it('a revoked session is refused on the next call', async () => {
    const token = await t.signIn('10002');
    const call = () => t.call('loanDetails', { sessionId: token, query: { orderId: 'PT0000000174' } });
    expect((await call()).body.code).toBe(0);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await call()).body.code).not.toBe(0);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('two server instances on one PostgreSQL', () => {
  let t: TestApp;
  let other: Db;
  beforeAll(async () => {
    t = await buildTestApp();
    other = await createDb({ databaseUrl: t.config.databaseUrl });
  });
  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  // Asked until it holds: the change feed's moment can be long on a busy machine, and only the test's time bounds it.
  const eventually = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 20));
    return true;
  };
  const scoreOn = async (db: Db) => (await findOrderForUser(db, 'PT0000000174', '10002'))?.score ?? null;

  it('a write on one instance drops the row from the other’s cache', async () => {
    expect(await eventually(async () => readCacheOf(other)?.isEnabled === true)).toBe(true);
    expect(await scoreOn(other)).toBeNull();
    expect(await scoreOn(other)).toBeNull();
    await t.db.updateTable('orders').set({ score: 3 }).where('id', '=', 'PT0000000174').execute();
    expect(await eventually(async () => (await scoreOn(other)) === 3)).toBe(true);
  });

  // Issue 12: an order's live pay codes and a borrower's complaints are cached lists, keyed by order and borrower.
  it('a pay code paid, and a complaint filed, on one instance show on the other', async () => {
    const after = new Date(0).toISOString();
    const codes = async () =>
      pendingPayments(await recentPaymentsOfOrder(other, 'PT0000000180'), {
        userId: '10001',
        kind: 'repay',
        after,
      });
    const complaints = async () => (await listComplaintsOf(other, '10002')).length;
    expect(await eventually(async () => readCacheOf(other)?.isEnabled === true)).toBe(true);
    await t.db
      .insertInto('payments')
      .values({
        id: 'PTXCACHE000001',
        user_id: '10001',
        order_id: 'PT0000000180',
        kind: 'repay',
        channel: 'GCSH',
        amount: 100_00,
        status: 'pending',
        gateway: 'sandbox',
        pay_url: '',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await eventually(async () => (await codes()).some((p) => p.id === 'PTXCACHE000001'))).toBe(true);
    await t.db.updateTable('payments').set({ status: 'paid' }).where('id', '=', 'PTXCACHE000001').execute();
    expect(await eventually(async () => !(await codes()).some((p) => p.id === 'PTXCACHE000001'))).toBe(true);

    const before = await complaints();
    await t.db
      .insertInto('complaints')
      .values({
        id: 'CPCACHE0000001',
        user_id: '10002',
        order_id: 'PT0000000174',
        problem_type: 7,
        problem_son_type: null,
        detail: 'Filed elsewhere',
        status: 'submitted',
        reply_due_on: '2026-11-30',
        resolve_by: '2026-12-30',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await eventually(async () => (await complaints()) === before + 1)).toBe(true);
  });

  it('a session revoked on one instance is refused by the other', async () => {
    const token = await t.signIn('10002');
    const lookup = () => findSession(other, hashToken(token));
    expect((await lookup())?.revoked_at).toBeNull();
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await eventually(async () => (await lookup())?.revoked_at !== null)).toBe(true);
  });

  it('while the change feed is down, reads go to the database; it reconnects', async () => {
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const dbName = new URL(t.config.databaseUrl ?? '').pathname.slice(1);
      expect(await eventually(async () => readCacheOf(other)?.isEnabled === true)).toBe(true);
      await scoreOn(other);
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
        [dbName],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) await admin.query('select pg_terminate_backend($1)', [r.pid]);
      expect(await eventually(async () => readCacheOf(other)?.isEnabled === false)).toBe(true);
      await admin.query(`update orders set score = 2 where id = 'PT0000000174'`);
      expect(await scoreOn(other)).toBe(2);
      expect(await eventually(async () => readCacheOf(other)?.isEnabled === true)).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
