// @module-tag database: the read cache serves on PostgreSQL only once its change feed listens
// The statements each borrower read sends to the database when its rows are not in the read cache (issue 31: cold
// reads over random borrowers were a chain of round trips). Shared rows (catalogue, settings, business date) are
// warm, as on any instance that has served a page; the borrower's own rows are not. A read that gains a statement,
// or reads a foreign order differently from a missing one, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import {
  buildTestApp,
  readyToSign,
  testDatabase,
  type CallResult,
  type TestApp,
  type TestDatabase,
} from '../../test-helper';
import { readCacheOf } from './read-cache';

const BORROWER_TABLES = ['sessions', 'orders', 'payments', 'complaints'];

let database: TestDatabase;
let t: TestApp;
let counting = false;
const statements: string[] = [];

beforeAll(async () => {
  database = await testDatabase({
    log: (event) => {
      if (counting) statements.push(event.query.sql);
    },
  });
  t = await buildTestApp({}, { database });
  while (!readCacheOf(t.db)?.isEnabled) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/**
 * The table each statement reads, sorted (reads made side by side finish in any order): its outer FROM, which Kysely
 * writes after any subquery of the select list.
 */
const tablesOf = (sqls: string[]) =>
  sqls.map((s) => [...s.matchAll(/\bfrom "(\w+)"/g)].at(-1)?.[1] ?? s).sort();

const SHARED_TABLES = ['products', 'settings'];

/** A read made warm, then again with the borrower's rows dropped from the cache: its answer and statements. */
async function cold(read: () => Promise<CallResult>): Promise<{ res: CallResult; tables: string[] }> {
  // Warm until the shared rows are served from memory: on PostgreSQL a change-feed notice of the test's own sign-in
  // can land during a read, and the cache then does not keep what that read found (its generation check).
  for (let tries = 0; tries < 20; tries++) {
    statements.length = 0;
    counting = true;
    await read();
    counting = false;
    if (!tablesOf(statements).some((table) => SHARED_TABLES.includes(table))) break;
  }
  const cache = readCacheOf(t.db);
  for (const table of BORROWER_TABLES) cache?.evict(table);
  statements.length = 0;
  counting = true;
  try {
    const res = await read();
    return { res, tables: tablesOf(statements) };
  } finally {
    counting = false;
  }
}

describe('statements per cold borrower read', () => {
  it('order details: the session, then the order and its payments side by side', async () => {
    const jose = await t.signIn('10002');
    const { res, tables } = await cold(() =>
      t.call('loanDetails', { sessionId: jose, query: { orderId: 'PT0000000174' } }),
    );
    expect(res.body.code).toBe(0);
    expect(tables).toEqual(['orders', 'payments', 'sessions']);
  });

  it('order details of another borrower’s order read exactly like a missing one', async () => {
    const jose = await t.signIn('10002');
    const foreign = await cold(() =>
      t.call('loanDetails', { sessionId: jose, query: { orderId: 'PT0000000180' } }),
    );
    const missing = await cold(() =>
      t.call('loanDetails', { sessionId: jose, query: { orderId: 'PT0000009999' } }),
    );
    expect(foreign.res.body.code).toBe(ErrorCode.NotFound);
    expect(foreign.res.body).toEqual(missing.res.body);
    expect(foreign.tables).toEqual(missing.tables);
  });

  it('loan confirmation: the session, then the latest decision with whether it is signed (one statement)', async () => {
    await readyToSign(t, '10003', 'prod-quick-5k');
    const ana = await t.signIn('10003');
    const { res, tables } = await cold(() =>
      t.call('loanDetailConfirm', { sessionId: ana, body: { productId: 'prod-quick-5k' } }),
    );
    expect(res.body.code).toBe(0);
    expect(tables).toEqual(['credit_decisions', 'sessions']);
  });

  it('repayment info: the session, then the order and its payments (read once) side by side', async () => {
    const maria = await t.signIn('10001');
    const order = await t.db
      .selectFrom('orders')
      .select('product_id')
      .where('id', '=', 'PT0000000180')
      .executeTakeFirstOrThrow();
    const { res, tables } = await cold(() =>
      t.call('loanPlayDetail', {
        sessionId: maria,
        body: { orderId: 'PT0000000180', productId: order.product_id },
      }),
    );
    expect(res.body.code).toBe(0);
    expect(tables).toEqual(['orders', 'payments', 'sessions']);
  });

  it('complaint list: the session, then the complaints', async () => {
    const jose = await t.signIn('10002');
    const { res, tables } = await cold(() => t.call('problemList', { sessionId: jose, body: {} }));
    expect(res.body.code).toBe(0);
    expect(tables).toEqual(['complaints', 'sessions']);
  });
});
