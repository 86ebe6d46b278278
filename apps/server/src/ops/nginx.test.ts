// @module-tag database: two server processes on one PostgreSQL and Redis behind nginx (skipped without them)
// N instances behind a reverse proxy, as docs/OPERATIONS.md tells an operator to run them: Debian's nginx with the
// documented site file (docs/ops/nginx.conf, read here and changed only on its lines marked "test:"), two server
// processes (server.ts, as `npm start` runs it) with TRUST_PROXY=1 on one PostgreSQL and one Redis. Checked through
// nginx, as a client sees it: a borrower signs in and reads their order on alternating instances; a forged
// X-Forwarded-For does not dodge a rate limit; links start with PUBLIC_ORIGIN; /healthz and /readyz answer,
// /metrics does not (and an instance's own /metrics wants its token); one instance killed, the next calls succeed.
// Which instance answered is read from nginx's access log ($upstream_addr), the log the site file defines.
// Skipped, saying why, without PostgreSQL (TEST_DATABASE_URL), Redis, or nginx (scripts/lib.mjs installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import type { Login } from '@pautang/contract/accounts';
import { API_PREFIX, endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails, OrderList } from '@pautang/contract/loans';
import { createFullWire } from '@pautang/contract/native-wire';
import { createDb, type Db } from '../platform/db/client';
import { migrateToLatest } from '../platform/db/migrate';
import { seedDemo } from '../contexts/demo/index';
import { getBusinessDate } from '../contexts/staff/index';
import { rateLimitRedis } from '../platform/http/rate-limit';
import { freshPostgres } from '../test-database';
import { lastTextedCode } from '../test-helper';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../server-process';
import { freePort } from '../testing/free-port';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PUBLIC_HOST = 'pautang.example.ph';
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;
const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const SIGN_INS_PER_MINUTE = 4;
const MARIA = { userId: '10001', phone: '09171234501', orderId: 'PT0000000180' };
const root = path.resolve(import.meta.dirname, '../../../..');
const wire = createFullWire(process.env.WIRE_MODE === 'obfuscated' ? 'obfuscated' : 'plain');

async function pgReachable(): Promise<boolean> {
  if (!PG_URL) return false;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisReachable(): Promise<boolean> {
  const client = rateLimitRedis(REDIS_URL);
  client.on('error', () => undefined);
  try {
    const answer = await Promise.race([
      client.ping(),
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 1000)),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const missing = [
  ...((await pgReachable()) ? [] : ['PostgreSQL (TEST_DATABASE_URL)']),
  ...((await redisReachable()) ? [] : [`Redis (${REDIS_URL})`]),
  ...(NGINX ? [] : ['nginx (apt-get install -y nginx-light; npm test installs it as root)']),
];
if (missing.length > 0) console.warn(`nginx.test.ts skipped: no ${missing.join(', no ')}`);

/** The documented site file with the test's addresses, port and log; each change must find its one line. */
function siteForTest(
  site: string,
  changes: { instances: string[]; listen: string; accessLog: string },
): string {
  const replace = (text: string, from: RegExp, to: string) => {
    const found = text.match(new RegExp(from.source, 'gm'));
    if (found?.length !== 1)
      throw new Error(`docs/ops/nginx.conf: ${from} matched ${found?.length ?? 0} lines`);
    return text.replace(new RegExp(from.source, 'm'), to);
  };
  let text = site;
  const [first = '', second = ''] = changes.instances;
  text = replace(text, /server \S+ (.*# test: the first instance)$/, `server ${first} $1`);
  text = replace(text, /server \S+ (.*# test: the second instance)$/, `server ${second} $1`);
  text = replace(text, /listen \S+;( # test: the test's own port)$/, `listen ${changes.listen};$1`);
  text = replace(
    text,
    /access_log \S+ (.*# test: the test's own file)$/,
    `access_log ${changes.accessLog} $1`,
  );
  return text;
}

type Instance = ServerProcess;
const startInstance = startServerProcess;

const stop = stopServerProcess;

type Reply = { status: number; text: string; json: () => unknown };

/** Answers received from each port: nginx writes one access-log line per answer it gives. */
const answered = new Map<number, number>();

/** One request as a client on the internet sends it to nginx (node:http, so Host and X-Forwarded-For are ours). */
function request(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: { host: PUBLIC_HOST, ...options.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          answered.set(port, (answered.get(port) ?? 0) + 1);
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) as unknown });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

type Envelope = { code: number | string; message: string; data: unknown };

describe.skipIf(missing.length > 0)('two instances behind nginx, with the documented configuration', () => {
  const namespace = `pautang-nginx-${randomBytes(6).toString('hex')}:`;
  // Made in beforeAll, not here: a skipped describe's body still runs, and its afterAll would not remove it.
  let dir = '';
  let accessLog = '';
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let nginxPort = 0;
  let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pautang-nginx-'));
    accessLog = path.join(dir, 'access.log');
    database = await freshPostgres(PG_URL as string);
    db = await createDb({ databaseUrl: database.url, readCache: false });
    await migrateToLatest(db);
    await seedDemo(db, await getBusinessDate(db, new Date()));

    const ports = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      RATE_LIMIT_SESSION_MINTS_PER_IP: String(SIGN_INS_PER_MINUTE),
      PUBLIC_ORIGIN,
      TRUST_PROXY: '1',
      METRICS_TOKEN,
      HOST: '127.0.0.1',
      DEMO: '1',
      NODE_ENV: 'test',
      PAYOUT_SWEEP_SECONDS: '0',
      FILES_DIR: path.join(dir, 'files'),
      WIRE_MODE: process.env.WIRE_MODE ?? 'plain',
      LOG_LEVEL: 'error',
    };
    for (const port of ports) instances.push(startInstance(port, env));

    nginxPort = await freePort();
    const site = siteForTest(readFileSync(path.join(root, 'docs/ops/nginx.conf'), 'utf8'), {
      instances: ports.map((p) => `127.0.0.1:${p}`),
      listen: `127.0.0.1:${nginxPort}`,
      accessLog,
    });
    writeFileSync(path.join(dir, 'pautang.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives the site file, with this test's own paths: one worker, so round
    // robin alternates request by request.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        `  include ${dir}/pautang.conf;`,
        '}',
      ].join('\n'),
    );
    await Promise.all(instances.map((instance) => instance.listening));
    nginx = spawn(NGINX as string, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    // nginx says nothing when it listens: its port answering /healthz is the event.
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
      const up = await request(nginxPort, 'GET', '/healthz').catch(() => undefined);
      if (up?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 300_000);

  afterAll(async () => {
    // nginx and the instances first: they hold the database's connections.
    await stop(nginx, 'SIGQUIT');
    await Promise.all(instances.map((i) => stop(i.child)));
    await db?.destroy();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    const redis = rateLimitRedis(REDIS_URL);
    try {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  /**
   * The instances (their ports) nginx tried for the last answer it gave, from its access log. nginx writes the
   * line as it finishes the request, which may be after the client has read the answer: waited for.
   */
  const lastUpstreams = async () => {
    const count = answered.get(nginxPort) ?? 0;
    let lines: string[] = [];
    for (;;) {
      lines = readFileSync(accessLog, 'utf8').split('\n').filter(Boolean);
      if (lines.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const upstream = / upstream=(.*?) upstream_status=/.exec(lines[count - 1] ?? '')?.[1] ?? '';
    return upstream.split(', ').map((a) => Number(a.split(':').at(-1)));
  };

  let session: { sessionId: string; userId: string; deviceId: string } | undefined;

  async function call(key: EndpointKey, body: Record<string, unknown> = {}, headers = {}) {
    const def = endpoints[key];
    const query = new URLSearchParams();
    // A GET carries its fields in the query, beside the session parameters the host sends.
    const fields = { ...session, ...(def.method === 'GET' ? body : {}) };
    for (const [k, v] of Object.entries(fields)) query.set(wire.keyToWire(k), String(v));
    const res = await request(
      nginxPort,
      def.method,
      `${API_PREFIX}${wire.pathToWire(def.path)}${query.size ? `?${query}` : ''}`,
      {
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...headers },
        body: def.method === 'POST' ? JSON.stringify(wire.toWire(body)) : undefined,
      },
    );
    const envelope = res.json() as Envelope;
    return { status: res.status, body: { ...envelope, data: wire.fromWire(envelope.data) } as Envelope };
  }

  it('a borrower signs in and reads their order on alternating instances, no sticky session', async () => {
    expect(
      (await call('smsCode', { phone: MARIA.phone, privacyConsent: PRIVACY_NOTICE_VERSION })).body.code,
    ).toBe(0);
    const texted = await lastUpstreams();
    const smsCode = await lastTextedCode(db, MARIA.phone);
    const deviceId = 'nginx-test';
    const login = await call('login', {
      phone: MARIA.phone,
      smsCode,
      deviceId,
      appName: 'Pautang',
      privacyConsent: PRIVACY_NOTICE_VERSION,
    });
    expect(login.body.code).toBe(0);
    // The code texted by one instance was checked by the other.
    expect(await lastUpstreams()).not.toEqual(texted);
    const { sessionId, userId } = login.body.data as Login;
    expect(userId).toBe(MARIA.userId);
    session = { sessionId, userId, deviceId };

    const reads = [];
    const answeredBy = [];
    for (let i = 0; i < 4; i++) {
      reads.push(await call('loanDetails', { orderId: MARIA.orderId }));
      answeredBy.push((await lastUpstreams()).at(-1));
    }
    expect(reads.map((r) => r.body.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(answeredBy)).toEqual(new Set(instances.map((i) => i.port)));
    expect(answeredBy[0]).not.toBe(answeredBy[1]);
    const details = reads.map((r) => r.body.data as OrderDetails);
    for (const d of details) expect(d).toEqual(details[0]);
    expect(details[0]).toMatchObject({ orderId: MARIA.orderId });
  });

  it('links start with PUBLIC_ORIGIN, and a Host other than its name is refused', async () => {
    const list = await call('orderList');
    expect(list.body.code).toBe(0);
    const urls = (list.body.data as OrderList).list.map((o) => o.lendDetailsUrl);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_ORIGIN}/`)).toBe(true);
    const foreign = await call('orderList', {}, { host: 'evil.example' });
    expect(foreign.body.code).toBe(ErrorCode.UnknownHost);
  });

  it('/healthz and /readyz answer through nginx; /metrics does not, and an instance asks its token', async () => {
    const health = await request(nginxPort, 'GET', '/healthz');
    expect([health.status, health.json()]).toEqual([200, { status: 'ok' }]);
    // Each readiness check has an 80 ms bound a loaded test machine can miss; a balancer asks again, so does this.
    await vi.waitFor(
      async () => {
        const ready = await request(nginxPort, 'GET', '/readyz');
        expect(ready.status).toBe(200);
        expect(ready.json()).toMatchObject({ status: 'ok' });
      },
      { timeout: 20_000, interval: 200 },
    );

    const outside = await request(nginxPort, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(outside.status).toBe(403);
    expect(outside.text).not.toContain('pautang_');

    const port = instances[0]?.port ?? 0;
    const direct = (headers: Record<string, string> = {}) =>
      request(port, 'GET', '/metrics', { headers: { host: `127.0.0.1:${port}`, ...headers } });
    expect((await direct()).status).toBe(401);
    expect((await direct({ authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
    const scraped = await direct({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain('pautang_http_requests_total');
  });

  it("a rate limit counts the client's address: a forged X-Forwarded-For does not dodge it", async () => {
    const saved = session;
    session = undefined;
    const statuses = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE + 2; i++) {
      const res = await request(nginxPort, 'POST', '/attempt/dev/sessions', {
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ userId: '10003' }),
      });
      statuses.push(res.status);
    }
    session = saved;
    // However many sign-ins this address had already made this minute, it is refused before the last two.
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBeLessThanOrEqual(SIGN_INS_PER_MINUTE);
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(statuses.length - allowed).fill(429)]);
    const redis = rateLimitRedis(REDIS_URL);
    try {
      const keys = await redis.keys(`${namespace}*session-mints*`);
      expect(keys.some((k) => k.includes('127.0.0.1'))).toBe(true);
      expect(keys.filter((k) => k.includes('203.0.113.'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
    const sessions = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', '10003')
      .execute();
    expect(sessions).toHaveLength(allowed);
  });

  it("one instance killed: the borrower's next calls succeed, passed to the other", async () => {
    const [killed, survivor] = instances;
    await stop(killed?.child, 'SIGKILL');
    const answers = [];
    const answeredBy = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await call('loanDetails', { orderId: MARIA.orderId }));
      answeredBy.push((await lastUpstreams()).at(-1));
    }
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([200, 0]));
    expect(answeredBy).toEqual(Array(4).fill(survivor?.port));
    expect((answers[0]?.body.data as OrderDetails).orderId).toBe(MARIA.orderId);
    // The access log keeps no query string: the session parameters a borrower's call carries stay out of it.
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('/attempt/');
    expect(log).not.toContain(session?.sessionId ?? 'no session');
  });
});
