// npm run bench: the API read table. autocannon (50 connections, 10 s, loopback) against the real server started
// as `npm start` starts it (server.ts, demo data), on embedded PGlite and on PostgreSQL, beside bare Fastify
// measured in the same run. Two loads for order details: one borrower reading one order, and 1,000 borrowers each
// reading their own order with their own session.
// Targets on PostgreSQL, for every call measured (the issue holds order details and loan confirmation): ≥ 50% of
// the floor's requests per second, p99 ≤ 10 ms, zero errors. PGlite is reported, not held to them: it is one
// connection in the server's process.
// Two floors are measured right before each row, and its shares are against those runs: on this shared 2-core
// machine one floor run was seen anywhere from 20,000 to 46,000 req/s, and the drift of the machine over a run
// moved the shares by 20 points.
// - The same request (method, query and JSON body) answered by a bare Fastify route: what Fastify and Node
//   themselves cost for it. The target is held against this one. A POST costs bare Fastify about a third more
//   than a GET (reading and parsing the body), and a GET floor counted that against us.
// - The plain GET /floor the issue measured, shown beside it. The floor's row is the median of its runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { createDb, type DatabaseOptions } from '../src/platform/db/client';
import { migrateToLatest } from '../src/platform/db/migrate';
import { DEMO_COMPLAINT_USER } from '../src/contexts/demo/index';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../src/contexts/demo/index';
import { seedDemo } from '../src/contexts/demo/index';
import { getBusinessDate } from '../src/contexts/staff/index';
import { createSession } from '../src/contexts/identity/index';
import { freePort } from '../src/testing/free-port';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BORROWERS = 1000;
const TARGET = { shareOfFloor: 0.5, p99Ms: 10 };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const serverDir = path.resolve(import.meta.dirname, '..');

type Row = {
  backend: string;
  call: string;
  load: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Bare Fastify answering the same request (method, query, body), measured right before this row. */
  floorRequestsPerSecond?: number;
  shareOfFloor?: number;
  /** The plain GET /floor, measured right before that. */
  plainFloorRequestsPerSecond?: number;
  shareOfPlainFloor?: number;
  withinTarget?: boolean;
};

async function startProcess(script: string, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_PROFILE=<folder>: the server writes a CPU profile there (node --cpu-prof) for looking at hot paths.
  const profile =
    process.env.BENCH_PROFILE && script.endsWith('server.ts')
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url, { headers: XHR })).status < 500) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not listening: ${url}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A signed-in borrower as the host sends it: the session id with the user and device it was issued to. */
type Reader = { token: string; userId: string; orderId: string };
/** One borrower, 1,000 borrowers each with an order, and the demo borrower who has filed complaints. */
type Readers = { one: Reader; many: Reader[]; complainer: Reader };

/** Migrates and seeds the database the server will open, and signs in the borrowers the loads read as. */
async function prepare(options: DatabaseOptions): Promise<Readers> {
  const db = await createDb(options);
  try {
    await migrateToLatest(db);
    const businessDate = await getBusinessDate(db, new Date());
    await seedDemo(db, businessDate);
    const spec = DEMO_ORDER_SPECS['order-174'];
    if (!spec) throw new Error('no order-174 scenario');
    const many: Reader[] = [];
    for (let n = 0; n < BORROWERS; n++) {
      const userId = String(200001 + n);
      const orderId = `PB${String(n).padStart(10, '0')}`;
      await db
        .insertInto('users')
        .values({
          id: userId,
          mobile_phone: `0918${String(n).padStart(7, '0')}`,
          full_name: `Borrower ${n}`,
          client_type: 'repeat',
        })
        .execute();
      await db
        .insertInto('orders')
        .values(demoOrderRow({ ...spec, id: orderId, userId }, businessDate))
        .execute();
      const token = await createSession(db, {
        userId,
        deviceId: 'bench',
        appName: 'Pautang',
        ttlMinutes: 600,
      });
      many.push({ token, userId, orderId });
    }
    const token = await createSession(db, {
      userId: spec.userId,
      deviceId: 'bench',
      appName: 'Pautang',
      ttlMinutes: 600,
    });
    const complainer = await createSession(db, {
      userId: DEMO_COMPLAINT_USER,
      deviceId: 'bench',
      appName: 'Pautang',
      ttlMinutes: 600,
    });
    return {
      one: { token, userId: spec.userId, orderId: spec.id },
      many,
      complainer: { token: complainer, userId: DEMO_COMPLAINT_USER, orderId: '' },
    };
  } finally {
    await db.destroy();
  }
}

type Load = {
  call: string;
  load: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: string;
};

async function measure(base: string, load: Load): Promise<Omit<Row, 'backend'>> {
  let next = 0;
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    method: load.method,
    headers: { ...XHR, 'content-type': 'application/json' },
    ...(load.body ? { body: load.body } : {}),
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          request.path = load.paths[next++ % load.paths.length] ?? '/';
          return request;
        },
      },
    ],
  };
  // A short run first: the JIT and the pools warm up, and the measured run starts from a steady state.
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return {
    call: load.call,
    load: load.load,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** One answer checked before loading: a load of refusals would measure the wrong thing. */
async function check(base: string, load: Load): Promise<void> {
  const res = await fetch(base + load.paths[0], {
    method: load.method,
    headers: { ...XHR, 'content-type': 'application/json' },
    ...(load.body ? { body: load.body } : {}),
  });
  const body = (await res.json()) as { code: unknown; message: string };
  if (res.status !== 200 || Number(body.code) !== 0) {
    throw new Error(`${load.call}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
}

function loadsFor(readers: Readers): Load[] {
  const session = (r: Reader) => ({ sessionId: r.token, userId: r.userId, deviceId: 'bench' });
  const details = (r: Reader) =>
    `${API_PREFIX}${endpoints.loanDetails.path}?${new URLSearchParams({ orderId: r.orderId, ...session(r) })}`;
  const withSession = (
    key: 'loanDetailConfirm' | 'contactKfInfo' | 'loanPlayDetail' | 'problemList',
    who = readers.one,
  ) => `${API_PREFIX}${endpoints[key].path}?${new URLSearchParams(session(who))}`;
  return [
    {
      call: 'order details (loan-details)',
      load: 'one borrower',
      method: 'GET',
      paths: [details(readers.one)],
    },
    {
      call: 'order details (loan-details)',
      load: `${BORROWERS} borrowers`,
      method: 'GET',
      paths: readers.many.map(details),
    },
    {
      call: 'loan confirmation (loan-detail-confirm)',
      load: 'one borrower',
      method: 'POST',
      paths: [withSession('loanDetailConfirm')],
      body: JSON.stringify({ productId: 'prod-quick-5k' }),
    },
    {
      call: 'repayment info (loan-play-detail)',
      load: 'one borrower',
      method: 'POST',
      paths: [withSession('loanPlayDetail')],
      body: JSON.stringify({ productId: 'prod-flex-12k', orderId: readers.one.orderId }),
    },
    {
      call: 'complaint list (problem-list)',
      load: 'one borrower',
      method: 'POST',
      paths: [withSession('problemList', readers.complainer)],
      body: JSON.stringify({}),
    },
    {
      call: 'contact info (contact-kf-info)',
      load: 'one borrower',
      method: 'POST',
      paths: [withSession('contactKfInfo')],
      body: JSON.stringify({ overall: 30 }),
    },
  ];
}

const floorLoad: Load = { call: 'JSON route (the floor)', load: '-', method: 'GET', paths: ['/floor'] };

async function benchBackend(
  backend: string,
  database: DatabaseOptions,
  env: Record<string, string>,
  floor: (load: Load) => Promise<number>,
) {
  const readers = await prepare(database);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess('src/server.ts', {
    ...env,
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    DEMO: '1',
    NODE_ENV: 'production',
    // Production must be told these outright; the bench runs on the sandboxes (it prints their warnings).
    SEC_REGISTRATION_NO: 'CS-BENCH-0001',
    CERTIFICATE_OF_AUTHORITY_NO: 'BENCH-1',
    PAYMENT_GATEWAY: 'sandbox',
    DIRECT_DEBIT: 'sandbox',
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
    // One address sends everything here; the limits themselves still run on every call.
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_SESSION: '100000000',
  });
  const rows: Row[] = [];
  try {
    await waitFor(`${base}/attempt/dev/scenarios`);
    // BENCH_LOADS=order (a part of the call's name) measures only those loads, e.g. while profiling.
    const only = process.env.BENCH_LOADS;
    for (const load of loadsFor(readers).filter((l) => !only || l.call.includes(only))) {
      await check(base, load);
      const plainFloorRequestsPerSecond = await floor(floorLoad);
      const floorRequestsPerSecond = await floor({ ...load, call: 'the same request (floor)' });
      rows.push({
        backend,
        ...(await measure(base, load)),
        floorRequestsPerSecond,
        plainFloorRequestsPerSecond,
      });
    }
  } finally {
    await stop(server);
  }
  return rows;
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `pautang_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rows: Row[] = [];
const floorPort = await freePort();
const floorServer = await startProcess('bench/floor-server.ts', { PORT: String(floorPort) });
// Up for the whole run (idle between its runs); stopped however the run ends.
process.on('exit', () => floorServer.kill());
const floorBase = `http://127.0.0.1:${floorPort}`;
const floorRuns: Omit<Row, 'backend'>[] = [];
/** One run of the floor answering `load`; its requests per second. The plain route's runs make the floor's row. */
async function floor(load: Load): Promise<number> {
  const run = await measure(floorBase, load);
  if (load === floorLoad) floorRuns.push(run);
  return run.requestsPerSecond;
}
await waitFor(`${floorBase}/floor`);

// BENCH_BACKENDS=postgres (or pglite) measures one backend, e.g. while profiling.
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pautang-bench-'));
if (backends.includes('pglite'))
  try {
    rows.push(
      ...(await benchBackend('embedded PGlite', { dataDir }, { DATA_DIR: dataDir, DATABASE_URL: '' }, floor)),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

const postgres = backends.includes('postgres') ? await postgresDatabase() : undefined;
if (postgres) {
  try {
    rows.push(
      ...(await benchBackend(
        'PostgreSQL',
        { databaseUrl: postgres.url },
        { DATABASE_URL: postgres.url },
        floor,
      )),
    );
  } finally {
    await postgres.drop();
  }
} else if (backends.includes('postgres')) {
  console.warn('PostgreSQL is not reachable (BENCH_DATABASE_URL or 127.0.0.1:5432): its rows are left out.');
}

await stop(floorServer);

// The floor's row: the median of its runs (their range beside it).
const byRate = [...floorRuns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
const median = byRate[Math.floor(byRate.length / 2)];
if (median) {
  rows.unshift({
    backend: 'bare Fastify',
    ...median,
    load: `median of ${byRate.length} runs (${byRate[0]?.requestsPerSecond}–${byRate.at(-1)?.requestsPerSecond})`,
  });
}
const shareOf = (row: Row, floorRequestsPerSecond = 0) =>
  Number((row.requestsPerSecond / floorRequestsPerSecond).toFixed(3));
for (const row of rows.slice(1)) {
  row.shareOfFloor = shareOf(row, row.floorRequestsPerSecond);
  row.shareOfPlainFloor = shareOf(row, row.plainFloorRequestsPerSecond);
  // Every call on PostgreSQL is held to the targets.
  if (row.backend === 'PostgreSQL') {
    row.withinTarget =
      row.shareOfFloor >= TARGET.shareOfFloor && row.p99Ms <= TARGET.p99Ms && row.errors === 0;
  }
}

const percent = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);
const table = [
  `API reads: ${CONNECTIONS} connections, ${SECONDS} s, loopback`,
  '',
  '| backend | call | load | req/s | floor: same request, req/s | share | floor: plain GET, req/s | share | p50 ms | p99 ms | errors | target |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.call} | ${r.load} | ${r.requestsPerSecond} | ${r.floorRequestsPerSecond ?? '-'} | ${percent(r.shareOfFloor)} | ${r.plainFloorRequestsPerSecond ?? '-'} | ${percent(r.shareOfPlainFloor)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.withinTarget === undefined ? '-' : r.withinTarget ? 'met' : 'missed'} |`,
  ),
].join('\n');
console.log(table);
const result = { target: TARGET, connections: CONNECTIONS, seconds: SECONDS, api: rows };
console.log(JSON.stringify(result, null, 2));
// npm run bench gathers every part's figures into bench/results.json (scripts/bench-report.mjs).
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify(result));
