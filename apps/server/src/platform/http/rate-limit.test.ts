// @module-tag once: counts by address, session and Redis; no name or SQL decides it
// Rate limits (issue 6): about 220 token guesses a second went through, with unthrottled session minting and
// event writes. Each limit answers 429 with the envelope; with Redis, two server instances share the counters.
import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import { endpoints } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { loadConfig, type RateLimitConfig } from '../config';
import { DEMO_AGENT } from '../../contexts/demo/index';
import { buildTestApp, testDatabase, type TestApp, type TestDatabase } from '../../test-helper';
import { addressKey, rateLimitRedis } from './rate-limit';

/** 42 spellings of `::ffff:203.0.113.8`: zeros compressed or written out, hex or dotted tail, any case. */
const MAPPED_FORMS = [
  '::',
  '0::',
  '0:0:0::',
  '0:0:0:0:0:',
  '0000:0000:0000:0000:0000:',
  '::0:',
  '00:0::0:',
].flatMap((zeros) =>
  [
    'ffff:cb00:7108',
    'FFFF:CB00:7108',
    'ffff:CB00:7108',
    'FfFf:cb00:7108',
    'ffff:203.0.113.8',
    'FFFF:203.0.113.8',
  ].map((rest) => `${zeros}${rest}`),
);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limited = {
  code: ErrorCode.RateLimited,
  message: 'Too many requests. Please wait a moment and try again.',
  data: null,
  success: false,
};

async function redisReachable(): Promise<boolean> {
  const client = rateLimitRedis(REDIS_URL);
  client.on('error', () => undefined);
  try {
    return (
      (await Promise.race([client.ping(), new Promise((r) => setTimeout(() => r('timeout'), 1000))])) ===
      'PONG'
    );
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const withRedis = await redisReachable();

// One database for the file: each test builds the app its limits need on it (an app is quick to build, a
// database is not), and counts only the rows it wrote.
let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app on the file's database, closed when the file ends. */
async function appOn(overrides: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const app = await buildTestApp(overrides, { database });
  apps.push(app);
  return app;
}

const unlimited = (): RateLimitConfig => ({
  perIp: 1_000_000,
  perSession: 1_000_000,
  authFailuresPerIp: 1_000_000,
  sessionMintsPerIp: 1_000_000,
  namespace: `pautang-test-${randomBytes(6).toString('hex')}:`,
});

async function appWith(
  limits: Partial<RateLimitConfig>,
  redisUrl?: string,
  namespace?: string,
): Promise<TestApp> {
  return appOn({
    redisUrl,
    rateLimit: {
      perIp: 1_000_000,
      perSession: 1_000_000,
      authFailuresPerIp: 1_000_000,
      sessionMintsPerIp: 1_000_000,
      namespace: namespace ?? `pautang-test-${randomBytes(6).toString('hex')}:`,
      ...limits,
    },
  });
}

const contact = (t: TestApp, sessionId: string) =>
  t.call('contactKfInfo', { sessionId, body: { overall: 30 } });

describe.each([
  ['in memory', undefined],
  ['in Redis', withRedis ? REDIS_URL : 'skip'],
])('rate limits %s', (_store, redisUrl) => {
  const run = redisUrl === 'skip' ? it.skip : it;

  run('per IP: the call after the limit answers 429 with the envelope and Retry-After', async () => {
    const t = await appWith({ perIp: 3 }, redisUrl);
    const token = await t.signIn('10001');
    for (let i = 0; i < 3; i += 1) expect((await contact(t, token)).body.code).toBe(0);
    const refused = await contact(t, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  run('per session: one session is throttled, another is not', async () => {
    const t = await appWith({ perSession: 2 }, redisUrl);
    const [a, b] = [await t.signIn('10001'), await t.signIn('10002')];
    await contact(t, a);
    await contact(t, a);
    expect((await contact(t, a)).body).toEqual(limited);
    expect((await contact(t, b)).body.code).toBe(0);
  });

  run(
    'token guessing: past the failed lookups allowed, guesses wait; valid sessions on that address do not',
    async () => {
      const t = await appWith({ authFailuresPerIp: 3 }, redisUrl);
      const guess = () => contact(t, randomBytes(32).toString('base64url'));
      for (let i = 0; i < 3; i += 1) expect((await guess()).body.code).toBe(ErrorCode.SessionExpired);
      // 31 junk ids (the issue's count) from the address of a carrier that many phones share.
      const more = await Promise.all(Array.from({ length: 28 }, guess));
      for (const res of more) {
        expect(res.status).toBe(429);
        expect(res.body).toEqual(limited);
      }
      // Another borrower behind the same address: a valid session goes on, in the same minute.
      const neighbour = await contact(t, await t.signIn('10001'));
      expect(neighbour.status).toBe(200);
      expect(neighbour.body.code).toBe(0);
      // A valid session id copied without its device is still one more failure: refused as a guess.
      const copied = await t.call('contactKfInfo', {
        sessionId: await t.signIn('10002'),
        query: { userId: '10002', deviceId: 'another-phone' },
        body: { overall: 30 },
      });
      expect(copied.body).toEqual(limited);
      // A call that names no session (asking for a sign-in text) is not held up by the neighbour's guesses.
      expect((await t.call('smsCode', { body: { phone: '09171234599' } })).body.code).toBe(0);
      // Agents on that address: a made-up cookie is refused as a guess, a signed-in agent goes on.
      const console = (cookie: string) =>
        t.inject({ method: 'GET', url: '/attempt/console/me', headers: { cookie } });
      expect((await console(`pautang_agent=${randomBytes(32).toString('base64url')}`)).json()).toEqual(
        limited,
      );
      const signIn = await t.inject({
        method: 'POST',
        url: '/attempt/console/sign-in',
        payload: { username: DEMO_AGENT.username, password: DEMO_AGENT.password },
      });
      const agent = await console(String(signIn.headers['set-cookie']).split(';')[0] ?? '');
      expect(agent.statusCode).toBe(200);
    },
  );

  run('demo sign-ins and event writes are throttled too', async () => {
    const t = await appWith({ sessionMintsPerIp: 2, perSession: 5 }, redisUrl);
    const mint = () =>
      t.inject({ method: 'POST', url: '/attempt/dev/sessions', payload: { userId: '10001' } });
    expect((await mint()).statusCode).toBe(200);
    expect((await mint()).statusCode).toBe(200);
    const third = await mint();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(limited);

    const token = await t.signIn('10002');
    const writes = [];
    for (let i = 0; i < 6; i += 1) {
      writes.push(
        (await t.call('eventSave', { sessionId: token, body: { moduleId: 30, positionId: 0 } })).status,
      );
    }
    expect(writes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('sign-ins however asked', () => {
  // Opening a scenario signs its borrower in too; and the router reads '%73essions' as 'sessions'.
  it('count scenario opens and escaped paths against the demo sign-in limit', async () => {
    const t = await appWith({ sessionMintsPerIp: 3 });
    const sessions = async () => (await t.db.selectFrom('sessions').select('user_id').execute()).length;
    const before = await sessions();
    const statuses = [];
    for (const url of [
      '/attempt/dev/sessions',
      '/attempt/dev/scenarios/about-us',
      '/attempt/dev/%73essions',
      '/%61ttempt/dev/scenarios/about-us',
      '/attempt/dev/sessions',
    ]) {
      const res = await t.inject({ method: 'POST', url, payload: { userId: '10001' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(limited);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Only the three allowed sign-ins made a session.
    expect((await sessions()) - before).toBe(3);
  });
});

describe('addresses', () => {
  it('count an IPv6 client by its /64, which a phone or a home router gets whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('1::2:3:4:5:198.51.100.1')).toBe('1:0:2:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('count an IPv4-mapped IPv6 address as its IPv4, in every spelling', () => {
    expect(MAPPED_FORMS).toHaveLength(42);
    for (const form of MAPPED_FORMS) {
      expect(isIPv6(form), form).toBe(true);
      expect(addressKey(form), form).toBe('203.0.113.8');
    }
    // Not mapped: an address of its own network.
    expect(addressKey('::ffff:0:cb00:7108')).toBe('0:0:0:0::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('so one client cannot take a fresh budget from each address of its network', async () => {
    const t = await appWith({ perIp: 2 });
    const from = (remoteAddress: string) =>
      t.inject({ method: 'GET', url: '/attempt/dev/borrowers', remoteAddress });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:ffff::9')).statusCode).toBe(200);
    const third = await from('2001:db8:1:2::abcd');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(limited);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  // The balancer reaches us from 10.0.0.2 and appends the address it saw; what comes before is the client's own.
  const through = (t: TestApp, client: string, forged: string, sessionId?: string) =>
    t.inject({
      method: 'GET',
      url: `/attempt/dev/borrowers${sessionId ? `?sessionId=${sessionId}` : ''}`,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    });
  const trustProxy = loadConfig({ TRUST_PROXY: '1' }).trustProxy;

  it('counts the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    const t = await appOn({ trustProxy, rateLimit: { ...unlimited(), perIp: 3 } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await through(t, '203.0.113.9', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy keeps its own budget.
    expect((await through(t, '203.0.113.10', '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts one client under one key however the proxy spells its IPv4-mapped address (42 forms, then 429)', async () => {
    const t = await appOn({ trustProxy, rateLimit: { ...unlimited(), perIp: 41 } });
    const statuses = [];
    for (const form of MAPPED_FORMS) statuses.push((await through(t, form, '198.51.100.1')).statusCode);
    // Issue 40: the hex form fell into a `::/64` bucket every mapped address shared: 42 answers, no 429.
    expect(statuses.slice(0, 41).filter((s) => s === 429)).toEqual([]);
    expect(statuses[41]).toBe(429);
    // The dotted IPv4 itself is the same client, so it is refused too; its neighbour is not.
    expect((await through(t, '203.0.113.8', '198.51.100.1')).statusCode).toBe(429);
    expect((await through(t, '::ffff:cb00:7109', '198.51.100.1')).statusCode).toBe(200);
  });

  it('sends at most the day’s texts to one network, however it names itself', async () => {
    const t = await appOn({ trustProxy });
    const phones = Array.from({ length: 105 }, (_, i) => `0917${String(3000000 + i)}`);
    const sent = [];
    for (const [i, phone] of phones.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: `/attempt${t.wire.pathToWire(endpoints.smsCode.path)}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        payload: t.wire.toWire({ phone, privacyConsent: PRIVACY_NOTICE_VERSION }) as Record<string, unknown>,
      });
      sent.push(res.json().code);
    }
    const texts = await t.db.selectFrom('sms_outbox').select('id').where('phone', 'in', phones).execute();
    expect(texts.length).toBe(100);
    expect(sent.filter((c) => c === 0)).toHaveLength(100);
    // Another network behind the same balancer still gets its texts.
    const other = await t.inject({
      method: 'POST',
      url: `/attempt${t.wire.pathToWire(endpoints.smsCode.path)}`,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: t.wire.toWire({ phone: '09174000000', privacyConsent: PRIVACY_NOTICE_VERSION }) as Record<
        string,
        unknown
      >,
    });
    expect(other.json().code).toBe(0);
  });

  it('with the proxies’ addresses, believes X-Forwarded-For only from them', async () => {
    const t = await appOn({
      trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy,
      rateLimit: { ...unlimited(), perIp: 2 },
    });
    const direct = (forged: string) =>
      t.inject({
        method: 'GET',
        url: '/attempt/dev/borrowers',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': forged },
      });
    const statuses = [];
    for (const forged of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      statuses.push((await direct(forged)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await through(t, '203.0.113.9', '192.0.2.4')).statusCode).toBe(200);
  });
});

describe('two server instances on one Redis', () => {
  const run = withRedis ? it : it.skip;
  run('share one per-IP budget', async () => {
    const namespace = `pautang-test-${randomBytes(6).toString('hex')}:`;
    const a = await appWith({ perIp: 4 }, REDIS_URL, namespace);
    const b = await appWith({ perIp: 4 }, REDIS_URL, namespace);
    const ta = await a.signIn('10001');
    const tb = await b.signIn('10001');
    const codes = [
      (await contact(a, ta)).status,
      (await contact(b, tb)).status,
      (await contact(a, ta)).status,
      (await contact(b, tb)).status,
      (await contact(a, ta)).status,
      (await contact(b, tb)).status,
    ];
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('the shared store', () => {
  const run = withRedis ? it : it.skip;
  run('keeps no session token, only a hash of it, under the namespace', async () => {
    const namespace = `pautang-test-${randomBytes(6).toString('hex')}:`;
    const t = await appWith({ perSession: 100 }, REDIS_URL, namespace);
    const token = await t.signIn('10001');
    expect((await contact(t, token)).body.code).toBe(0);
    const client = rateLimitRedis(REDIS_URL);
    try {
      const keys = await client.keys(`${namespace}*`);
      expect(keys.some((k) => k.includes('session:'))).toBe(true);
      expect(keys.some((k) => k.includes('ip:'))).toBe(true);
      expect(keys.join(' ')).not.toContain(token);
    } finally {
      client.disconnect();
    }
  });
});
