// kill -9 in the middle of the postback storm, the scenario both kill-mid-storm-*.test.ts run (one backend each, so
// each file stays short). The real server process (server.ts, as `npm start` runs it) takes signed gateway postbacks
// for payments the sandbox gateway says are paid, some sent twice, shuffled, many at once; a third of the way in it
// is killed with SIGKILL, mid-transaction. It is started again on the same database and every postback is sent
// again, as the gateway resends any that was not answered `result=OK`. Read from the database, the ledger must be
// exact: every payment applied exactly once, to the centavo, none lost or doubled; and every postback answered OK
// before the kill must already be in the ledger the killed server left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createDb, type DatabaseOptions, type Db } from '../platform/db/client';
import { migrateToLatest } from '../platform/db/migrate';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../contexts/demo/index';
import { seedDemo } from '../contexts/demo/index';
import { postbackDigest } from '../platform/payment-gateway/gateway';
import { getBusinessDate } from '../contexts/staff/index';
import { POSTBACK_PATH } from '../contexts/lending/index';
import { freshPostgres } from '../test-database';
import { freePort } from '../testing/free-port';

const PAYMENTS = 200;
const ORDERS = 20;
const IN_FLIGHT = 16;
/** The kill comes once this share of the postbacks has been answered OK. */
const KILL_AFTER = 1 / 3;
export const SECRET = 'pautang-sandbox-gateway-kill-test';
const serverDir = path.resolve(import.meta.dirname, '../..');

export type Payment = { id: string; ref: string; order: string; amount: number };

/** The database the server runs on: how to open it, what the server is told, and how to inspect it. */
export type Backend = {
  options: DatabaseOptions;
  env: Record<string, string>;
  /** The database as the killed server left it, opened without disturbing the one it restarts on. */
  crashed: <T>(read: (db: Db) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
};

/** Folders and processes of one run, removed and ended when it finishes, whatever happened. */
export type Run = { folder: (label: string) => string; running: Set<ChildProcess> };

export function newRun(): Run & { end: () => void } {
  const folders: string[] = [];
  const running = new Set<ChildProcess>();
  return {
    folder: (label) => {
      const dir = mkdtempSync(path.join(tmpdir(), `pautang-kill-${label}-`));
      folders.push(dir);
      return dir;
    },
    running,
    end: () => {
      for (const child of running) child.kill('SIGKILL');
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function withDb<T>(options: DatabaseOptions, read: (db: Db) => Promise<T>): Promise<T> {
  const db = await createDb({ ...options, readCache: false });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** File-backed embedded PGlite in a folder of its own. */
export function embeddedBackend(run: Run): Backend {
  const dataDir = run.folder('pglite');
  return {
    options: { dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    // A copy of the folder is the crashed state exactly; opening the original here would recover it before the
    // server does.
    crashed: (read) => {
      const copy = run.folder('pglite-copy');
      cpSync(dataDir, copy, { recursive: true });
      return withDb({ dataDir: copy }, read);
    },
    drop: async () => {},
  };
}

/** A fresh database on the PostgreSQL server at `url`, dropped at the end. */
export async function postgresBackend(run: Run, url: string): Promise<Backend> {
  const fresh = await freshPostgres(url);
  return {
    options: { databaseUrl: fresh.url },
    env: { DATA_DIR: run.folder('unused'), DATABASE_URL: fresh.url },
    crashed: (read) => withDb({ databaseUrl: fresh.url }, read),
    drop: fresh.drop,
  };
}

/** The demo data, and payments the gateway has taken (its status call says S) but we have not yet been told of. */
export async function seedPayments(options: DatabaseOptions): Promise<Payment[]> {
  return withDb(options, async (db) => {
    await migrateToLatest(db);
    const businessDate = await getBusinessDate(db, new Date());
    await seedDemo(db, businessDate);
    const spec = DEMO_ORDER_SPECS['order-180'];
    if (!spec) throw new Error('no demo order-180');
    const orders = Array.from({ length: ORDERS }, (_, i) => `PTKILL${String(i).padStart(6, '0')}`);
    await db
      .insertInto('orders')
      .values(orders.map((id) => ({ ...demoOrderRow(spec, businessDate), id })))
      .execute();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const payments = Array.from({ length: PAYMENTS }, (_, i) => ({
      id: `PTK${String(i).padStart(12, '0')}`,
      ref: `K${String(i).padStart(7, '0')}`,
      order: orders[i % ORDERS] as string,
      amount: randomInt(100, 500_00),
    }));
    await db
      .insertInto('payments')
      .values(
        payments.map((p, i) => ({
          id: p.id,
          user_id: spec.userId,
          order_id: p.order,
          kind: 'repay' as const,
          channel: 'GCSH',
          amount: p.amount,
          // One live code per order (the database allows no more); the order's other codes are stale, cancelled
          // when its debt changed, and paid at the gateway all the same: each of those becomes a refund.
          status: i < ORDERS ? ('pending' as const) : ('cancelled' as const),
          gateway: 'sandbox',
          gateway_ref: p.ref,
          pay_url: '',
          expires_at: expires,
          paid_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('sandbox_transactions')
      .values(
        payments.map((p) => ({
          txn_id: p.id,
          ref_no: p.ref,
          amount: p.amount,
          description: 'kill -9 storm',
          proc_id: 'GCSH',
          status: 'S',
          expires_at: expires,
          return_url: '',
        })),
      )
      .execute();
    return payments;
  });
}

export type Server = { child: ChildProcess; base: string; errors: () => string };

/** Starts server.ts and resolves once it says it is listening (it prints that after listen()). */
export async function startServer(
  run: Run,
  backend: Backend,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...backend.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production must be told these outright; the storm runs on the sandboxes on purpose.
      SEC_REGISTRATION_NO: 'CS-FAULT-0001',
      CERTIFICATE_OF_AUTHORITY_NO: 'FAULT-1',
      DIRECT_DEBIT: 'sandbox',
      SMS_PROVIDER: 'outbox',
      PAYMENT_GATEWAY: 'sandbox',
      PAYOUT_GATEWAY: 'sandbox',
      SANDBOX_GATEWAY_SECRET: SECRET,
      PAYOUT_SWEEP_SECONDS: '0',
      FILES_DIR: run.folder('files'),
      REDIS_URL: '',
      S3_BUCKET: '',
      // The pages are not under test: the server starts without the built apps.
      H5_DIST: '/nonexistent',
      H5_SERVER_DIST: '/nonexistent',
      CONSOLE_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.running.add(child);
  child.once('exit', () => run.running.delete(child));
  let stdout = '';
  let stderr = '';
  // What went wrong, should a request fail: the log's error lines (the last few), for the failure to name.
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-20_000);
      for (const line of chunk.toString().split('\n')) {
        if (/"level":(50|60)/.test(line)) errors.push(line.slice(0, 1500));
        if (errors.length > 5) errors.shift();
      }
      if (stdout.includes('is running')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server.ts exited (${code ?? signal}) before listening:\n${stderr}`)),
    );
  });
  return { child, base, errors: () => errors.join('\n') };
}

export const stopped = async (child: ChildProcess) => {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
};

export function postbackBody(p: Payment): string {
  const fields = { txnid: p.id, refno: p.ref, status: 'S', message: 'Payment received' };
  return new URLSearchParams({ ...fields, digest: postbackDigest(fields, SECRET) }).toString();
}

/**
 * Sends the postbacks, IN_FLIGHT at a time, and returns what each was answered: the body, or 'no answer' when the
 * connection failed (the server was killed while it was in flight, or before it was sent). `onOk` runs after each
 * OK, so the storm can be cut mid-way.
 */
async function send(base: string, stream: Payment[], onOk: (oks: number) => void = () => {}) {
  const answers: string[] = [];
  let next = 0;
  let oks = 0;
  let dead = false;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < stream.length && !dead) {
        const i = next++;
        try {
          const res = await fetch(base + POSTBACK_PATH, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: postbackBody(stream[i] as Payment),
          });
          answers[i] = await res.text();
        } catch {
          answers[i] = 'no answer';
          dead = true;
          continue;
        }
        if (answers[i] === 'result=OK') onOk(++oks);
      }
    }),
  );
  return Array.from(stream, (_, i) => answers[i] ?? 'not sent');
}

const ledgerOf = (db: Db) =>
  db
    .selectFrom('ledger_entries')
    .select(['payment_id', 'amount'])
    .where('payment_id', 'like', 'PTK%')
    .execute();

/** Where each payment's money went: the ledger (a live code) or the borrower's refund balance (a stale one). */
const accountedOf = async (db: Db) => [
  ...(await ledgerOf(db)),
  ...(
    await db
      .selectFrom('payments')
      .select(['id', 'refund_amount'])
      .where('id', 'like', 'PTK%')
      .where('status', '=', 'paid')
      .where('refund_amount', '>', 0)
      .execute()
  ).map((p) => ({ payment_id: p.id, amount: p.refund_amount })),
];

/**
 * Runs the scenario on the backend `make` opens, asserting as it goes. The server processes, folders and database
 * it made are gone when it returns or throws.
 */
export async function killMidStorm(make: (run: Run) => Backend | Promise<Backend>): Promise<void> {
  const run = newRun();
  let backend: Backend | undefined;
  try {
    backend = await make(run);
    const payments = await seedPayments(backend.options);
    // Every fifth payment is posted twice, and the whole stream is shuffled.
    const stream = [...payments, ...payments.filter((_, i) => i % 5 === 0)];
    for (let i = stream.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [stream[i], stream[j]] = [stream[j] as Payment, stream[i] as Payment];
    }

    const first = await startServer(run, backend);
    const killAt = Math.ceil(stream.length * KILL_AFTER);
    const before = await send(first.base, stream, (oks) => {
      if (oks === killAt) first.child.kill('SIGKILL');
    });
    // Every answer the first server gave was OK; the rest got none (in flight at the kill, or never sent).
    expect(before.filter((a) => a === 'result=OK').length).toBeGreaterThanOrEqual(killAt);
    expect(
      before.filter((a) => a !== 'result=OK' && a !== 'no answer' && a !== 'not sent'),
      first.errors(),
    ).toEqual([]);
    await stopped(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    // What the killed server left: each payment it answered OK for is accounted for (in the ledger, or owed back),
    // once; the rest is not yet.
    const acknowledged = new Set(stream.filter((_, i) => before[i] === 'result=OK').map((p) => p.id));
    const left = await backend.crashed(accountedOf);
    const leftIds = new Set(left.map((e) => e.payment_id));
    expect(leftIds.size).toBe(left.length);
    for (const id of acknowledged) expect(leftIds.has(id)).toBe(true);
    expect(left.length).toBeLessThan(PAYMENTS);

    // Started again on the same database, every postback is sent again, and every one is answered OK.
    const second = await startServer(run, backend);
    const after = await send(second.base, stream);
    expect(after.filter((a) => a !== 'result=OK')).toEqual([]);
    second.child.kill('SIGTERM');
    await stopped(second.child);
    expect(second.child.exitCode).toBe(0);

    await expectLedgerExact(backend.options, payments);
  } finally {
    run.end();
    await backend?.drop();
  }
}

/**
 * Read from the database: every payment applied exactly once, to the centavo, none lost or doubled; live codes
 * reached the loan, stale ones are owed back whole; the postback record agrees.
 */
export async function expectLedgerExact(options: DatabaseOptions, payments: Payment[]): Promise<void> {
  const { ledger, accounted, paid, posted } = await withDb(options, async (db) => ({
    ledger: await ledgerOf(db),
    accounted: await accountedOf(db),
    paid: await db
      .selectFrom('payments')
      .select(['id', 'status', 'paid_at'])
      .where('id', 'like', 'PTK%')
      .execute(),
    posted: await db
      .selectFrom('payment_postbacks')
      .select(['payment_id', 'outcome'])
      .where('payment_id', 'like', 'PTK%')
      .where('outcome', 'in', ['posted', 'refund-stale'])
      .execute(),
  }));
  const amountOf = new Map(payments.map((p) => [p.id, p.amount]));
  const live = payments.slice(0, ORDERS).map((p) => p.id);
  // Exactly one place per payment, for exactly its amount: nothing lost, nothing doubled. Live codes reached the
  // loan; stale ones are owed back whole and never touched it.
  expect(accounted.map((e) => e.payment_id).sort()).toEqual(payments.map((p) => p.id).sort());
  expect(ledger.map((e) => e.payment_id).sort()).toEqual([...live].sort());
  for (const entry of accounted) expect(entry.amount).toBe(amountOf.get(entry.payment_id));
  const total = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
  expect(total(accounted.map((e) => e.amount))).toBe(total(payments.map((p) => p.amount)));
  expect(paid.filter((p) => p.status !== 'paid' || !p.paid_at)).toEqual([]);
  // The postback record agrees: each payment was applied exactly once, the live ones posted.
  expect(posted.map((p) => p.payment_id).sort()).toEqual(payments.map((p) => p.id).sort());
  expect(
    posted
      .filter((p) => p.outcome === 'posted')
      .map((p) => p.payment_id)
      .sort(),
  ).toEqual([...live].sort());
}
