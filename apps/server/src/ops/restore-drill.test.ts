// @module-tag database: the backup and restore of the database we run, PostgreSQL's pg_dump or PGlite's data directory
// The restore drill (docs/OPERATIONS.md, "Backups"): a database with real payments made through the app (pay codes
// paid at the gateway and posted by its signed postback, card repayments, a rollover, a stale code's money refunded
// by finance through the payout rail), backed up as an operator would, restored into a fresh database, and the app
// started on the copy. The ledger (every entry, and its sums), the payments and refunds, and what each borrower
// reads of every order through the borrower API (order details, repayment info, payment records) match the
// original to the centavo; and the restored app keeps working: a new payment posts there, and only there.
// - PostgreSQL (TEST_DATABASE_URL): `pg_dump --format=custom`, then `pg_restore` into a new database, with the
//   machine's postgresql-client (npm test installs it as root, as it does Chromium).
// - The embedded database (PGlite, `npm start`'s default): the server stopped, its data directory copied, and the
//   copy opened; PGlite's dumpDataDir (a tarball of the live directory, loadDataDir to open it) restored too.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import type { GenerateVcode, RepaymentWay } from '@pautang/contract/repayment';
import { accrue, quoteRollover } from '@pautang/loan-engine';
import { createDb, pgliteOf, type Db } from '../platform/db/client';
import { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from '../contexts/demo/index';
import { resetDemoOrder } from '../contexts/demo/index';
import { postbackDigest } from '../platform/payment-gateway/gateway';
import { SANDBOX_PAGE } from '../platform/payment-gateway/sandbox';
import { getBusinessDate } from '../contexts/staff/index';
import { loanStateOf } from '../contexts/lending/index';
import { POSTBACK_PATH } from '../contexts/lending/index';
import { freshPostgres } from '../test-database';
import {
  buildTestApp,
  seededPgliteTarball,
  staffCookie,
  testDatabase,
  type TestApp,
  type TestDatabase,
} from '../test-helper';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const SANDBOX_SECRET = 'pautang-sandbox-gateway';
const ROLLABLE = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };
const OVERDUE = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };
// Finance pays the refund alone (maker-checker is tested in contexts/back-office/finance), so the drill needs one staff member.
const overrides = { approvalLimits: { refund: 100_000_000, penaltyWaiver: 10_000, loanApproval: 1_000_000 } };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  // Every cleanup runs, whatever one of them throws (a database that cannot be dropped leaves no folder behind).
  const failures: unknown[] = [];
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
});

/** PostgreSQL's client programs, the newest version's (pg_dump must be at least the server's version). */
function postgresClient(): { pgDump: string; pgRestore: string } {
  const dirs = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  for (const dir of [...dirs, '/usr/bin']) {
    const pgDump = path.join(dir, 'pg_dump');
    const pgRestore = path.join(dir, 'pg_restore');
    if (existsSync(pgDump) && existsSync(pgRestore)) return { pgDump, pgRestore };
  }
  throw new Error(
    'pg_dump and pg_restore not found: apt-get install -y postgresql-client (npm test installs it as root)',
  );
}

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pautang-restore-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Sessions made before the backup, so the restored copy is read with the same ones. */
type Borrowers = Map<string, string>;

/** The payments of the drill, made through the app as borrowers, the gateway and finance make them. */
async function makePayments(t: TestApp): Promise<Borrowers> {
  const bd = await getBusinessDate(t.db, t.clock.now);
  await resetDemoOrder(t.db, 'order-180', bd);
  await resetDemoOrder(t.db, 'order-174-delay', bd);
  await resetDemoBankAccounts(t.db, '10001', DEMO_AUTHORIZED_ACCOUNT, t.clock.now.toISOString());
  const users = await t.db.selectFrom('orders').select('user_id').distinct().orderBy('user_id').execute();
  const borrowers: Borrowers = new Map();
  for (const { user_id } of users) borrowers.set(user_id, await t.signIn(user_id, 60 * 24 * 30));
  const maria = borrowers.get('10001') as string;

  const newCode = async (body: Record<string, unknown>, sessionId = maria) => {
    const res = await t.call('generateVcode', { sessionId, body: { channelNumber: 'GCSH', ...body } });
    expect(res.body.message).toBe('success');
    return res.body.data as GenerateVcode;
  };
  // The payer presses Pay on the gateway's page; the gateway posts its signed postback to us.
  const pressPay = async (txnid: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
      payload: new URLSearchParams({ txnid, action: 'pay' }).toString(),
    });
    expect(res.statusCode).toBe(303);
  };
  const cardRepay = async (amount: number) => {
    const way = await t.call('repaymentWay', { sessionId: maria, body: OVERDUE });
    const { repayToken } = way.body.data as RepaymentWay;
    const commit = await t.call('repaymentCommit', {
      sessionId: maria,
      body: { ...OVERDUE, couponId: null, amount, cardId: DEMO_AUTHORIZED_ACCOUNT, repayToken, sendMsg: 0 },
    });
    expect(commit.body).toMatchObject({ code: 0, data: { needValid: 0 } });
  };
  const due = async (orderId: string) => {
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { row, due: accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).dueAmount };
  };

  // A rollover, paid with its code at the gateway.
  const rollable = await due(ROLLABLE.orderId);
  const quote = quoteRollover(loanStateOf(rollable.row), bd);
  expect(quote.allowed).toBe(true);
  await pressPay((await newCode({ ...ROLLABLE, amount: quote.delayAmount, isDelay: 1 })).referenceNo);

  // A card repayment of part of an overdue loan, then a code for the rest; the rest paid by card too, so the code
  // is voided; the payer had paid it anyway, and its postback puts the money in her refund balance.
  await cardRepay(100_00);
  const rest = (await due(OVERDUE.orderId)).due;
  const stale = await newCode({ ...OVERDUE, amount: rest, channelNumber: 'CEBL' });
  await cardRepay(rest);
  expect((await due(OVERDUE.orderId)).due).toBe(0);
  await t.db
    .updateTable('sandbox_transactions')
    .set({ status: 'S' })
    .where('txn_id', '=', stale.referenceNo)
    .execute();
  const { ref_no: refno } = await t.db
    .selectFrom('sandbox_transactions')
    .select('ref_no')
    .where('txn_id', '=', stale.referenceNo)
    .executeTakeFirstOrThrow();
  const fields = { txnid: stale.referenceNo, refno, status: 'S', message: 'Payment received' };
  const postback = await t.app.inject({
    method: 'POST',
    url: POSTBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, digest: postbackDigest(fields, SANDBOX_SECRET) }).toString(),
  });
  expect(postback.body).toBe('result=OK');

  // Finance refunds it through the payout rail, which settles it in its sweep.
  const finance = await staffCookie(t, 'finance');
  const refund = await t.inject({
    method: 'POST',
    url: `${API_PREFIX}/console/refunds/${stale.referenceNo}`,
    headers: { cookie: finance },
    payload: {},
  });
  expect(refund.json()).toMatchObject({ data: { status: 'done' } });
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  expect((await t.inject({ method: 'POST', url: '/attempt/dev/payouts' })).statusCode).toBe(200);

  // Every other disbursed order with something due: paid with a code at the gateway by its borrower.
  const others = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'not in', [ROLLABLE.orderId, OVERDUE.orderId])
    .orderBy('id')
    .execute();
  for (const row of others) {
    const owed = (await due(row.id)).due;
    if (owed <= 0) continue;
    const sessionId = borrowers.get(row.user_id) as string;
    const code = await t.call('generateVcode', {
      sessionId,
      body: { orderId: row.id, productId: row.product_id, amount: owed, channelNumber: 'GCSH' },
    });
    // An order the rules keep from paying now (no code offered) is left as it is.
    if (code.body.code !== 0) continue;
    await pressPay((code.body.data as GenerateVcode).referenceNo);
  }
  return borrowers;
}

/** Everything the drill compares: the database's money rows, and what each borrower reads through the API. */
async function snapshot(t: TestApp, borrowers: Borrowers) {
  const { db } = t;
  const ledger = await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['order_id', 'kind'])
    .select((eb) => [
      eb.fn.sum<number>('amount').as('amount'),
      eb.fn.sum<number>('applied_amount').as('applied'),
      eb.fn.countAll<number>().as('entries'),
    ])
    .groupBy(['order_id', 'kind'])
    .orderBy('order_id')
    .orderBy('kind')
    .execute();
  const payments = await db.selectFrom('payments').selectAll().orderBy('id').execute();
  const refunds = await db.selectFrom('refunds').selectAll().orderBy('id').execute();
  const orders = await db.selectFrom('orders').selectAll().orderBy('id').execute();
  const seen: Record<string, unknown> = {};
  for (const order of orders) {
    const sessionId = borrowers.get(order.user_id) as string;
    const body = { orderId: order.id, productId: order.product_id };
    seen[order.id] = {
      details: (await t.call('loanDetails', { sessionId, query: { orderId: order.id } })).body,
      repaymentInfo: (await t.call('loanPlayDetail', { sessionId, body })).body,
      records: (await t.call('paymentRecords', { sessionId, body })).body,
    };
  }
  return { ledger, sums, payments, refunds, seen };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** What makes the drill worth its name: the original really holds each kind of money movement. */
function expectRealPayments(original: Snapshot) {
  const kinds = new Set(original.ledger.map((e) => e.kind));
  expect(kinds).toContain('rollover');
  expect(original.ledger.length).toBeGreaterThanOrEqual(3);
  expect(original.payments.filter((p) => p.channel === 'DEBIT' && p.status === 'paid')).toHaveLength(2);
  expect(original.payments.filter((p) => p.refund_amount > 0 && p.refunded_at !== null)).toHaveLength(1);
  expect(original.refunds.map((r) => r.status)).toEqual(['paid']);
  const ok = Object.values(original.seen).filter(
    (s) => (s as { details: { code: number } }).details.code === 0,
  );
  expect(ok.length).toBeGreaterThan(5);
}

/** The app on the restored database keeps working: a new payment posts there, and the original never sees it. */
async function newPaymentPosts(restored: TestApp, originalDb: Db, borrowers: Borrowers) {
  const order = { orderId: 'PT0000000302', productId: 'prod-quick-5k' };
  const sessionId = borrowers.get('10001') as string;
  const before = await restored.db.selectFrom('ledger_entries').select('id').execute();
  const originalBefore = await originalDb.selectFrom('ledger_entries').select('id').execute();
  // A card repayment ahead of the due date: the borrower's own money, posted through the engine.
  const way = await restored.call('repaymentWay', { sessionId, body: order });
  expect(way.body.code).toBe(0);
  const { repayToken } = way.body.data as RepaymentWay;
  const commit = await restored.call('repaymentCommit', {
    sessionId,
    body: {
      ...order,
      couponId: null,
      amount: 50_00,
      cardId: DEMO_AUTHORIZED_ACCOUNT,
      repayToken,
      sendMsg: 0,
    },
  });
  expect(commit.body).toMatchObject({ code: 0, data: { needValid: 0 } });
  const after = await restored.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  expect(after).toHaveLength(before.length + 1);
  expect(after.at(-1)).toMatchObject({ order_id: order.orderId, amount: 50_00 });
  expect(await originalDb.selectFrom('ledger_entries').select('id').execute()).toEqual(originalBefore);
}

describe.skipIf(!PG_URL)('PostgreSQL: pg_dump, pg_restore into a fresh database', () => {
  it('the restored ledger, payments and every balance match to the centavo, and new payments post', async () => {
    const { pgDump, pgRestore } = postgresClient();
    const original = await testDatabase();
    cleanups.push(() => original.close());
    const t = await buildTestApp(overrides, { database: original });
    cleanups.push(() => t.close());
    const borrowers = await makePayments(t);
    const before = await snapshot(t, borrowers);
    expectRealPayments(before);

    const dump = path.join(tempDir(), 'pautang.dump');
    // The commands docs/OPERATIONS.md gives, as an operator runs them.
    execFileSync(pgDump, ['--format=custom', `--file=${dump}`, `--dbname=${original.url}`]);
    const target = await freshPostgres(PG_URL as string);
    cleanups.push(() => target.drop());
    execFileSync(pgRestore, ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dump]);

    const db = await createDb({ databaseUrl: target.url });
    const database: TestDatabase = { db, url: target.url, close: () => db.destroy() };
    cleanups.push(() => database.close());
    const restored = await buildTestApp(overrides, { database });
    cleanups.push(() => restored.close());
    restored.clock.now = t.clock.now;
    expect(await snapshot(restored, borrowers)).toEqual(before);
    await newPaymentPosts(restored, original.db, borrowers);
  }, 300_000);
});

describe.skipIf(Boolean(PG_URL))('the embedded database: its data directory, copied while stopped', () => {
  it('the copy, and dumpDataDir’s tarball, hold the same ledger and balances; new payments post', async () => {
    const dir = tempDir();
    const live = path.join(dir, 'pglite');
    const tarball = seededPgliteTarball();
    const db = await createDb({ dataDir: live, ...(tarball ? { loadDataDir: tarball } : {}) });
    const database: TestDatabase = { db, url: undefined, close: () => db.destroy() };
    if (!tarball) {
      const { migrateAndSeed } = await import('../test-database');
      await migrateAndSeed(db);
    }
    const t = await buildTestApp(overrides, { database });
    const borrowers = await makePayments(t);
    const before = await snapshot(t, borrowers);
    expectRealPayments(before);
    // PGlite's own dump of the live directory, taken in the process that holds it.
    const dumped = await pgliteOf(db)?.dumpDataDir('gzip');
    expect(dumped).toBeDefined();
    const clock = t.clock.now;

    // Stop the server (the app and its database closed), copy the directory.
    await t.close();
    await database.close();
    const copy = path.join(dir, 'pglite-copy');
    cpSync(live, copy, { recursive: true });

    for (const options of [{ dataDir: copy }, { loadDataDir: dumped as Blob }]) {
      const restoredDb = await createDb(options);
      const restoredDatabase: TestDatabase = {
        db: restoredDb,
        url: undefined,
        close: () => restoredDb.destroy(),
      };
      const restored = await buildTestApp(overrides, { database: restoredDatabase });
      try {
        restored.clock.now = clock;
        expect(await snapshot(restored, borrowers)).toEqual(before);
        // The original is closed: the copy's new payment is compared against a reopened original.
        const original = await createDb({ dataDir: live });
        try {
          await newPaymentPosts(restored, original, borrowers);
        } finally {
          await original.destroy();
        }
      } finally {
        await restored.close();
        await restoredDatabase.close();
      }
    }
  }, 300_000);
});
