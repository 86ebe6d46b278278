// @module-tag database: two server processes on one PostgreSQL (skipped without it)
// Two real server processes (server.ts, as `npm start` runs it) on one PostgreSQL database and one Redis, behind a
// small proxy that alternates between them (or sends a request where its x-upstream header says). Whatever one
// instance wrote or counted, the other must honour: sessions, rate limits, one-time codes, picture codes, and the
// idempotency of a loan push, a card repayment and a gateway postback sent to both at once. Answers are checked as
// a client sees them, and the outcome in the database rows.
// Runs when TEST_DATABASE_URL names a reachable PostgreSQL and the machine's Redis answers; skipped otherwise.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import type { Login } from '@pautang/contract/accounts';
import { API_PREFIX, endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { GenerateVcode, RepaymentCommit, RepaymentWay } from '@pautang/contract/repayment';
import { createFullWire } from '@pautang/contract/native-wire';
import { createDb, type Db } from './platform/db/client';
import { readyToSign } from './test-helper';
import { migrateToLatest } from './platform/db/migrate';
import { seedDemo } from './contexts/demo/index';
import { DEMO_AUTHORIZED_ACCOUNT } from './contexts/demo/index';
import { DEMO_AGENT } from './contexts/demo/index';
import { postbackDigest } from './platform/payment-gateway/gateway';
import { LOCK_AFTER_FAILURES } from './contexts/staff/index';
import { getBusinessDate } from './contexts/staff/index';
import { OTP_MESSAGES } from './contexts/identity/index';
import { POSTBACK_PATH } from './contexts/lending/index';
import { hashToken } from './platform/token-hash';
import { rateLimitRedis } from './platform/http/rate-limit';
import { freshPostgres } from './test-database';
import { lastTextedCode, sessionParamsOf } from './test-helper';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process';
import { freePort } from './testing/free-port';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SANDBOX_SECRET = 'pautang-sandbox-gateway';
const SIGN_INS_PER_MINUTE = 4;
const wire = createFullWire(process.env.WIRE_MODE === 'obfuscated' ? 'obfuscated' : 'plain');

async function postgresReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
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

const reachable = (await postgresReachable(PG_URL)) && (await redisReachable());

/**
 * The load balancer: round robin over the instances, unless the request's x-upstream header names one (so a test
 * can say "texted by the first, signed in on the second"). It appends the client's address to X-Forwarded-For, as
 * nginx does (the instances trust one hop: TRUST_PROXY=1), and says which instance answered in x-upstream.
 */
function startProxy(ports: number[]): Promise<http.Server> {
  let next = 0;
  const proxy = http.createServer((req, res) => {
    const pinned = Number(req.headers['x-upstream'] ?? Number.NaN);
    const index = Number.isInteger(pinned) && ports[pinned] ? pinned : next++ % ports.length;
    const headers = { ...req.headers };
    delete headers['x-upstream'];
    // Every test client connects from 127.0.0.1: x-client names the address this balancer is to have seen.
    delete headers['x-client'];
    const seen = req.headers['x-client'] ?? req.socket.remoteAddress;
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], seen].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // Longer than any pause between this file's calls: with Node's 5 s, a connection the proxy closed as idle was at
  // times reused by fetch in the same instant on a loaded machine, and a tap failed with ECONNRESET.
  proxy.keepAliveTimeout = 60_000;
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

type Instance = ServerProcess;
const startInstance = startServerProcess;

/**
 * Asks `check` until it holds: the test's own time is the only limit. Paced, so the asking stays under the
 * instances' 120 calls a minute per session, whatever the wait.
 */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 400));
}

const stop = ({ child }: Instance): Promise<void> => stopServerProcess(child);

type Envelope = { code: number | string; message: string; data: unknown };
type Answer = { status: number; upstream: string; body: Envelope };
type Send = { to?: 0 | 1; sessionId?: string; body?: Record<string, unknown>; from?: string };

describe.skipIf(!reachable)('two server instances on one PostgreSQL and one Redis, behind a proxy', () => {
  const namespace = `pautang-two-${randomBytes(6).toString('hex')}:`;
  let filesDir = '';
  const instances: Instance[] = [];
  let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let proxy: http.Server | undefined;
  let origin = '';
  let db: Db;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'pautang-two-'));
    database = await freshPostgres(PG_URL as string);
    // Migrated and seeded once here, so the instances start on a ready database rather than race to build it.
    db = await createDb({ databaseUrl: database.url, readCache: false });
    await migrateToLatest(db);
    await seedDemo(db, await getBusinessDate(db, new Date()));

    const ports = [await freePort(), await freePort()];
    proxy = await startProxy(ports);
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      RATE_LIMIT_SESSION_MINTS_PER_IP: String(SIGN_INS_PER_MINUTE),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      DEMO: '1',
      NODE_ENV: 'test',
      // The payout sweep would settle the sandbox's payouts on its own timer; this test asks nothing of it.
      PAYOUT_SWEEP_SECONDS: '0',
      FILES_DIR: filesDir,
      WIRE_MODE: process.env.WIRE_MODE ?? 'plain',
      LOG_LEVEL: 'error',
    };
    for (const port of ports) instances.push(startInstance(port, env));
    await Promise.all(instances.map((instance) => instance.listening));
    // Two servers compiled and started beside a busy suite took more than the usual minute. The waits above end on
    // events (each server's line, or its exit with its error), so this bound only catches a hang.
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await db?.destroy();
    await database?.drop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    // Only this run's keys: other test files share the machine's Redis.
    const redis = rateLimitRedis(REDIS_URL);
    try {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  const headersOf = (send: Send, extra: Record<string, string> = {}) => ({
    'x-requested-with': 'XMLHttpRequest',
    ...(send.to === undefined ? {} : { 'x-upstream': String(send.to) }),
    ...(send.from ? { 'x-client': send.from } : {}),
    ...extra,
  });

  /** A contract call through the proxy, with wire names both ways, as the H5 sends it. */
  async function call(key: EndpointKey, send: Send = {}): Promise<Answer> {
    const def = endpoints[key];
    const query = new URLSearchParams();
    // With the userId and deviceId the session was issued to, as the host sends them.
    if (send.sessionId) {
      for (const [k, v] of Object.entries(await sessionParamsOf(db, send.sessionId)))
        query.set(wire.keyToWire(k), v);
    }
    if (def.method === 'GET') {
      for (const [k, v] of Object.entries(send.body ?? {})) query.set(wire.keyToWire(k), String(v));
    }
    const res = await fetch(
      `${origin}${API_PREFIX}${wire.pathToWire(def.path)}${query.size ? `?${query}` : ''}`,
      {
        method: def.method,
        headers: headersOf(send, def.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(def.method === 'POST' ? { body: JSON.stringify(wire.toWire(send.body ?? {})) } : {}),
      },
    );
    const body = (await res.json()) as Envelope;
    return {
      status: res.status,
      upstream: res.headers.get('x-upstream') ?? '',
      body: { ...body, data: wire.fromWire(body.data) },
    };
  }

  /** A demo-only call at its fixed path (the same in both wire modes). */
  async function dev(method: 'GET' | 'POST', url: string, send: Send = {}): Promise<Answer> {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: headersOf(send, send.body ? { 'content-type': 'application/json' } : {}),
      ...(send.body ? { body: JSON.stringify(send.body) } : {}),
    });
    return {
      status: res.status,
      upstream: res.headers.get('x-upstream') ?? '',
      body: (await res.json()) as Envelope,
    };
  }

  const demoSignIn = async (userId: string, send: Send) => {
    const res = await dev('POST', '/attempt/dev/sessions', { ...send, body: { userId } });
    return { ...res, sessionId: (res.body.data as { sessionId?: string } | null)?.sessionId ?? '' };
  };

  const lastCode = (phone: string) => lastTextedCode(db, phone);

  it('the proxy reaches both instances', async () => {
    const answers = await Promise.all([0, 1, 2, 3].map(() => call('getSid')));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
  });

  it('a code texted by one signs in on the other; the resend gap holds on both; the session works on either', async () => {
    // The same store, instance to instance, is proven in contexts/identity/otp/otp.test.ts; this is the path through a proxy.
    const phone = `0918${String(Date.now()).slice(-7)}`;
    expect(
      (await call('smsCode', { to: 0, body: { phone, privacyConsent: PRIVACY_NOTICE_VERSION } })).body,
    ).toMatchObject({ code: 0 });
    const again = await call('smsCode', { to: 1, body: { phone, privacyConsent: PRIVACY_NOTICE_VERSION } });
    expect(again.body).toMatchObject({ code: ErrorCode.RateLimited, message: OTP_MESSAGES.tooSoon });
    expect(await db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toHaveLength(
      1,
    );

    const code = await lastCode(phone);
    const login = await call('login', {
      to: 1,
      body: {
        phone,
        smsCode: code,
        deviceId: 'two-instances',
        appName: 'Pautang',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(login.body.code).toBe(0);
    const { sessionId, userId } = login.body.data as Login;
    const reuse = await call('login', {
      to: 0,
      body: {
        phone,
        smsCode: code,
        deviceId: 'two-instances',
        appName: 'Pautang',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      },
    });
    // Used up on the second instance, so the first refuses it.
    expect(reuse.body).toMatchObject({
      code: ErrorCode.Validation,
      message: OTP_MESSAGES.expired,
      data: null,
    });

    for (const to of [0, 1] as const) {
      const contact = await call('contactKfInfo', { to, sessionId, body: { overall: 30 } });
      expect(contact.body.code).toBe(0);
    }
    const session = await db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(sessionId))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: userId, revoked_at: null });
    // The code itself lives in Redis, not in the database.
    expect(await db.selectFrom('one_time_codes').select('id').where('phone', '=', phone).execute()).toEqual(
      [],
    );
  });

  it('a session ended on one instance is refused by the other, which had it cached', async () => {
    const { sessionId } = await demoSignIn('10002', { to: 0, from: '198.51.100.20' });
    expect((await call('contactKfInfo', { to: 1, sessionId, body: { overall: 30 } })).body.code).toBe(0);
    expect((await call('logout', { to: 0, sessionId })).body.code).toBe(0);
    // The other instance hears of the revocation through PostgreSQL's change feed, a moment after the commit:
    // asked until it refuses, however long the moment is on a busy machine.
    const answers: Envelope[] = [];
    await until(async () => {
      answers.push((await call('contactKfInfo', { to: 1, sessionId, body: { overall: 30 } })).body);
      return answers.at(-1)?.code !== 0;
    });
    expect(answers.at(-1)?.code).toBe(ErrorCode.SessionExpired);
    const row = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(sessionId))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('the sign-in limit counts across both instances', async () => {
    const from = '198.51.100.7';
    const countSessions = async () =>
      (await db.selectFrom('sessions').select('token_hash').where('user_id', '=', '10003').execute()).length;
    const before = await countSessions();
    const answers = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE + 2; i++) {
      answers.push(await demoSignIn('10003', { to: (i % 2) as 0 | 1, from }));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(answers.map((a) => a.upstream)).toEqual(['0', '1', '0', '1', '0', '1']);
    expect(answers[4]?.body).toMatchObject({ code: ErrorCode.RateLimited });
    expect((await countSessions()) - before).toBe(SIGN_INS_PER_MINUTE);
    // Another address still has its own budget.
    expect((await demoSignIn('10003', { to: 1, from: '198.51.100.8' })).status).toBe(200);
  });

  it('14 agent sign-in guesses at once over both instances check no more passwords than the lock allows', async () => {
    const { password_hash } = await db
      .selectFrom('agents')
      .select('password_hash')
      .where('id', '=', DEMO_AGENT.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('agents')
      .values({ id: 'agent-two', username: 'two', display_name: 'Two', password_hash })
      .execute();
    // Each from its own network, so the sign-in limit per address does not answer for the lock.
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        dev('POST', '/attempt/console/sign-in', {
          to: (i % 2) as 0 | 1,
          from: `192.0.2.${i + 1}`,
          body: { username: 'two', password: i === 10 ? DEMO_AGENT.password : `wrong-${i}` },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    const checked = answers.filter((a) => a.body.code !== ErrorCode.Locked);
    expect(checked.length).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    const signedIn = answers[10]?.status === 200;
    const sessions = await db
      .selectFrom('agent_sessions')
      .select('token_hash')
      .where('agent_id', '=', 'agent-two')
      .execute();
    expect(sessions).toHaveLength(signedIn ? 1 : 0);
    if (!signedIn) expect(answers[10]?.status).toBe(423);
  });

  it('a picture code drawn by one instance lets a visitor register on the other, once', async () => {
    const sid = ((await call('getSid', { to: 0 })).body.data as { sid: string }).sid;
    const picture = await fetch(
      `${origin}${API_PREFIX}${wire.pathToWire(endpoints.getCaptcha.path)}?${wire.keyToWire('sid')}=${sid}`,
      { headers: headersOf({ to: 0 }) },
    );
    expect(picture.headers.get('content-type')).toBe('image/png');
    // The answer from the drawing instance's demo-only hook (it keeps the last answers in its own memory); the
    // check itself reads the hash both instances share in promotion_sids.
    const answer = (
      (await dev('GET', `/attempt/dev/captcha?sid=${sid}`, { to: 0 })).body.data as { answer: string }
    ).answer;
    expect(answer).toMatch(/^[2-9A-Z]{4}$/);

    const phone = `0919${String(Date.now()).slice(-7)}`;
    const base = { phone, sid, capcode: answer, deviceId: sid, appName: 'Pautang' };
    expect((await call('getSms', { to: 1, body: base })).body).toMatchObject({ code: 0 });
    const reg = { ...base, smsCode: await lastCode(phone), merchantNumber: 0, userName: phone };
    expect((await call('promotionRegister', { to: 1, body: reg })).body).toMatchObject({ code: 0 });
    const replay = await call('promotionRegister', { to: 0, body: reg });
    expect(replay.body.code).toBe(ErrorCode.PromoRegisterCaptcha);

    const users = await db.selectFrom('users').select('id').where('mobile_phone', '=', phone).execute();
    expect(users).toHaveLength(1);
    const registrations = await db
      .selectFrom('promotion_registrations')
      .select('user_id')
      .where('user_id', '=', users[0]?.id ?? '')
      .execute();
    expect(registrations).toHaveLength(1);
    const stored = await db
      .selectFrom('promotion_sids')
      .select('captcha_used_at')
      .where('sid', '=', sid)
      .executeTakeFirstOrThrow();
    expect(stored.captcha_used_at).not.toBeNull();
  });

  it('the same loan push sent to both at once makes one order', async () => {
    const { sessionId } = await demoSignIn('10003', { to: 0, from: '198.51.100.30' });
    // Issue 27: only an approved offer is signed, by a borrower the profile names, to a bound account.
    await readyToSign({ db, clock: { now: new Date() } }, '10003', 'prod-quick-5k');
    const requestId = randomUUID();
    const push = (to: 0 | 1) =>
      call('loanDetailPush', {
        to,
        sessionId,
        body: {
          productId: 'prod-quick-5k',
          amount: 500000,
          periods: 91,
          termUnit: 1,
          channel: 'h5',
          agreed: 1,
          agreementIds: ['loan-agreement', 'disclosure-statement'],
          requestId,
        },
      });
    const answers = await Promise.all([push(0), push(1)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    const [first, second] = answers.map((a) => (a.body.data as { orderId: string }).orderId);
    expect(second).toBe(first);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('request_id', '=', requestId)
      .execute();
    expect(orders).toEqual([{ id: first, user_id: '10003' }]);
    // Both instances tried to send its payout to Ana's GCash: one payout left.
    const payouts = await db
      .selectFrom('payouts')
      .select('order_id')
      .where('order_id', '=', first!)
      .execute();
    expect(payouts).toEqual([{ order_id: first }]);
  });

  it('the same card repayment committed on both at once pays once', async () => {
    const orderId = 'PT0000000180';
    const { sessionId } = await demoSignIn('10001', { to: 1, from: '198.51.100.40' });
    const way = await call('repaymentWay', { to: 1, sessionId, body: { orderId } });
    const { repayToken } = way.body.data as RepaymentWay;
    const commit = (to: 0 | 1) =>
      call('repaymentCommit', {
        to,
        sessionId,
        body: {
          orderId,
          couponId: null,
          amount: 100_00,
          cardId: DEMO_AUTHORIZED_ACCOUNT,
          repayToken,
          sendMsg: 0,
        },
      });
    const answers = await Promise.all([commit(0), commit(1)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    const records = answers.map((a) => a.body.data as RepaymentCommit);
    expect(records[1]?.repayRecordId).toBe(records[0]?.repayRecordId);
    expect(records[0]?.needValid).toBe(0);

    const attempts = await db
      .selectFrom('card_repayments')
      .select(['id', 'status'])
      .where('repay_token', '=', repayToken)
      .execute();
    expect(attempts).toEqual([{ id: records[0]?.repayRecordId, status: 'paid' }]);
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'amount', 'status'])
      .where('order_id', '=', orderId)
      .where('channel', '=', 'DEBIT')
      .execute();
    expect(payments).toEqual([{ id: records[0]?.repayRecordId, amount: 100_00, status: 'paid' }]);
    const ledger = await db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('payment_id', '=', records[0]?.repayRecordId ?? '')
      .execute();
    expect(ledger).toEqual([{ amount: 100_00 }]);
  });

  it('the same signed postback delivered to both at once credits once', async () => {
    const orderId = 'PT0000000180';
    const { sessionId } = await demoSignIn('10001', { to: 0, from: '198.51.100.50' });
    const code = await call('generateVcode', {
      to: 0,
      sessionId,
      body: { productId: 'prod-plus-20k', orderId, amount: 250_00, channelNumber: 'GCSH' },
    });
    expect(code.body.code).toBe(0);
    const { referenceNo } = code.body.data as GenerateVcode;
    // The payer paid at the gateway; its status call now says so.
    await db
      .updateTable('sandbox_transactions')
      .set({ status: 'S' })
      .where('txn_id', '=', referenceNo)
      .execute();
    const { ref_no: refno } = await db
      .selectFrom('sandbox_transactions')
      .select('ref_no')
      .where('txn_id', '=', referenceNo)
      .executeTakeFirstOrThrow();
    const fields = { txnid: referenceNo, refno, status: 'S', message: 'Payment received' };
    const payload = new URLSearchParams({
      ...fields,
      digest: postbackDigest(fields, SANDBOX_SECRET),
    }).toString();
    const deliver = async (to: 0 | 1) => {
      const res = await fetch(`${origin}${POSTBACK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-upstream': String(to) },
        body: payload,
      });
      return { upstream: res.headers.get('x-upstream'), text: await res.text() };
    };
    const answers = await Promise.all([deliver(0), deliver(1)]);
    expect(answers).toEqual([
      { upstream: '0', text: 'result=OK' },
      { upstream: '1', text: 'result=OK' },
    ]);

    const payment = await db
      .selectFrom('payments')
      .select(['status', 'amount'])
      .where('id', '=', referenceNo)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'paid', amount: 250_00 });
    const ledger = await db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('payment_id', '=', referenceNo)
      .execute();
    expect(ledger).toEqual([{ amount: 250_00 }]);
    const outcomes = await db
      .selectFrom('payment_postbacks')
      .select('outcome')
      .where('payment_id', '=', referenceNo)
      .execute();
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'posted']);
  });
  it('20 pay-code taps spread over both instances at once open one code, which every tap answers', async () => {
    const orderId = 'PT0000000180';
    const { sessionId } = await demoSignIn('10001', { to: 1, from: '198.51.100.51' });
    const taps = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('generateVcode', {
          to: (i % 2) as 0 | 1,
          sessionId,
          body: { productId: 'prod-plus-20k', orderId, amount: 120_00, channelNumber: 'PYMY' },
        }),
      ),
    );
    expect(taps.map((t) => t.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(taps.map((t) => t.upstream))).toEqual(new Set(['0', '1']));
    const refs = new Set(taps.map((t) => (t.body.data as GenerateVcode).referenceNo));
    expect(refs.size).toBe(1);
    const live = await db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'in', ['opening', 'pending'])
      .execute();
    expect(live.map((p) => p.id)).toEqual([...refs]);
  });
});
