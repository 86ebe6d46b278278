// @module-tag wire: request targets spelled with escapes and wire paths
// Hostile requests, tried as an outsider would (issue 6): a forged Host, and cross-site calls that changed state.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../test-helper';
import { listEvents } from '../../contexts/identity/index';

let t: TestApp;
let jose: string;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  jose = await t.signIn('10002');
  maria = await t.signIn('10001');
  for (const token of [jose, maria]) hostQueries.set(token, await t.sessionQuery(token));
});
afterAll(() => t.close());

/** Each session's parameters as the host sends them (sessionId, userId, deviceId). */
const hostQueries = new Map<string, string>();
const urlOf = (key: keyof typeof endpoints, sessionId: string) =>
  `${API_PREFIX}${t.wire.pathToWire(endpoints[key].path)}?${hostQueries.get(sessionId) ?? ''}`;
const form = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).map(([k, v]): [string, string] => [t.wire.keyToWire(k), String(v)]),
  ).toString();
/** The agreement link call of Quick's loan agreement, whose answer is an absolute URL; Ana (10003) asks. */
const jumpUrl = (app: TestApp, sessionId: string) =>
  `${API_PREFIX}${app.wire.pathToWire(endpoints.contractJump.path)}?${new URLSearchParams({
    [app.wire.keyToWire('sessionId')]: sessionId,
    [app.wire.keyToWire('userId')]: '10003',
    [app.wire.keyToWire('deviceId')]: 'test-device-10003',
    [app.wire.keyToWire('productId')]: 'prod-quick-5k',
    [app.wire.keyToWire('scene')]: '3',
    [app.wire.keyToWire('position')]: '0',
    [app.wire.keyToWire('channel')]: 'h5',
  })}`;
/** The score of order-score, which asks for one: null until a score is recorded. */
const storedScore = async () =>
  (await t.db.selectFrom('orders').select('score').where('id', '=', 'PT0000000304').executeTakeFirstOrThrow())
    .score;
const crossSite = {
  code: ErrorCode.CrossSite,
  message: 'This request was refused: it did not come from the Pautang app.',
  data: null,
  success: false,
};

describe('the Host header', () => {
  it('is refused unless it is ours, so no link can be built on a forged one', async () => {
    for (const host of ['127.0.0.1:3000@evil.example', 'evil.example', 'localhost:3001']) {
      const res = await t.inject({ method: 'GET', url: '/attempt/dev/scenarios', headers: { host } });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toEqual({
        code: ErrorCode.UnknownHost,
        message: 'This address is not served here.',
        data: null,
        success: false,
      });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/customerService',
      headers: { host: 'evil.example' },
    });
    expect(page.statusCode).toBe(421);
  });

  it('accepts the loopback names of a loopback origin', async () => {
    for (const host of ['localhost', 'localhost:80', '127.0.0.1', '[::1]:80']) {
      const res = await t.inject({ method: 'GET', url: '/attempt/dev/scenarios', headers: { host } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('never decides the links: they come from PUBLIC_ORIGIN', async () => {
    // On this file's database: only the configuration differs.
    const app = await buildTestApp({ publicOrigin: 'https://app.pautang.ph' }, { database: t.database });
    try {
      const ana = await app.signIn('10003');
      const res = await app.app.inject({
        method: 'GET',
        url: jumpUrl(app, ana),
        headers: {
          host: 'app.pautang.ph',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-host': 'evil.example',
        },
      });
      const data = app.wire.fromWire(res.json().data) as { contract_url: string };
      expect(data.contract_url).toBe(
        'https://app.pautang.ph/loanAgreement?kind=loan-agreement&productId=prod-quick-5k',
      );
    } finally {
      await app.close();
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('checks the forwarded Host, and still builds links from PUBLIC_ORIGIN', async () => {
    const app = await buildTestApp(
      { publicOrigin: 'https://app.pautang.ph', trustProxy: 1 },
      { database: t.database },
    );
    try {
      const ana = await app.signIn('10003');
      const jump = (forwardedHost: string) =>
        app.app.inject({
          method: 'GET',
          url: jumpUrl(app, ana),
          headers: {
            // The proxy reaches us on an internal address; the borrower asked for the public one.
            host: '10.0.0.2:3000',
            'x-forwarded-host': forwardedHost,
            'x-forwarded-proto': 'http',
            'x-requested-with': 'XMLHttpRequest',
          },
        });
      const ours = await jump('app.pautang.ph');
      expect(ours.statusCode).toBe(200);
      expect((app.wire.fromWire(ours.json().data) as { contract_url: string }).contract_url).toBe(
        'https://app.pautang.ph/loanAgreement?kind=loan-agreement&productId=prod-quick-5k',
      );
      const forged = await jump('evil.example');
      expect(forged.statusCode).toBe(421);
      expect(forged.json()).toMatchObject({ code: ErrorCode.UnknownHost, data: null });
    } finally {
      await app.close();
    }
  });
});

describe('cross-site calls', () => {
  const scoreForm = () => form({ orderId: 'PT0000000304', score: 1 });

  it('a form POST from a foreign site records no score, closes no card prompt and writes no event', async () => {
    const before = await listEvents(t.db, '10002');
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    const attempts = [
      await t.app.inject({ method: 'POST', url: urlOf('googleScore', jose), headers, payload: scoreForm() }),
      await t.app.inject({
        method: 'POST',
        url: urlOf('cardPopClose', maria),
        headers,
        payload: form({ orderId: 'PT0000000302' }),
      }),
      await t.app.inject({
        method: 'POST',
        url: urlOf('eventSave', jose),
        headers,
        payload: form({ moduleId: 30, positionId: 0 }),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(crossSite);
    }
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'score', 'card_need_pop'])
      .where('id', 'in', ['PT0000000304', 'PT0000000302'])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { id: 'PT0000000302', score: null, card_need_pop: 1 },
      { id: 'PT0000000304', score: null, card_need_pop: 0 },
    ]);
    expect(await listEvents(t.db, '10002')).toEqual(before);
  });

  it.each([
    ['without the XMLHttpRequest marker', {}],
    [
      'with the marker but a foreign Origin',
      { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
    ],
    [
      'with the marker but Sec-Fetch-Site cross-site',
      { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'with the marker but Sec-Fetch-Site same-site',
      { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-site' },
    ],
    // A sandboxed frame or a data: page sends Origin null too; only Sec-Fetch-Site same-origin makes it ours.
    ['with the marker and Origin null alone', { 'x-requested-with': 'XMLHttpRequest', origin: 'null' }],
    [
      'with the marker, Origin null and Sec-Fetch-Site cross-site',
      { 'x-requested-with': 'XMLHttpRequest', origin: 'null', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a call %s, demo calls included', async (_label, headers) => {
    for (const [method, url] of [
      ['POST', urlOf('googleScore', jose)],
      ['POST', '/attempt/dev/sessions'],
      ['GET', '/attempt/dev/scenarios'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...headers },
        ...(method === 'POST' ? { payload: { userId: '10001', orderId: 'PT0000000304', score: 1 } } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(crossSite);
    }
    expect(await storedScore()).toBeNull();
  });

  // Our pages are served with Referrer-Policy no-referrer, under which the browser's own same-origin POSTs carry
  // `Origin: null`: the guard must still let them through, or every button of the H5 would be refused.
  // The router decodes %61 to 'a', so '/%61ttempt/…' reached the calls while every check read the raw URL.
  it('refuses a call whose path spells /attempt with percent escapes, as it refuses the plain path', async () => {
    const escaped = urlOf('googleScore', jose)
      .replace('/attempt/', '/%61ttempt/')
      .replace(/\/v(\d)/, '/%76$1');
    for (const [method, url] of [
      ['POST', escaped],
      ['POST', '/%61ttempt/dev/sessions'],
      ['POST', '/attempt/dev/%73essions'],
      ['POST', '/%61ttempt/dev/scenarios/order-score'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        payload: form({ userId: '10001', orderId: 'PT0000000304', score: 1 }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(crossSite);
    }
    expect(await storedScore()).toBeNull();
  });

  // Only proxies are sent 'POST http://host/path' (RFC 9112 §3.2.2), but any script can send it, and the router
  // took it for '/path' while every check saw no /attempt path: no marker needed, no rate limit counted.
  it('refuses an absolute-form request target the same way, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const payload = JSON.stringify({ userId: '10001' });
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `POST http://localhost/attempt/dev/sessions HTTP/1.1\r\nHost: localhost\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n${payload}`,
        ),
      );
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(crossSite);
  });

  it('answers our own page: the marker, our Origin, same-origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf('googleScore', jose),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: scoreForm(),
    });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  // Our pages are served with Referrer-Policy no-referrer, under which the browser's own same-origin POSTs carry
  // `Origin: null`: the guard must still let them through, or every button of the H5 would be refused.
  it('accepts our own page’s POST under no-referrer: Origin null with Sec-Fetch-Site same-origin', async () => {
    const before = await listEvents(t.db, '10002');
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf('eventSave', jose),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: form({ moduleId: 30, positionId: 0 }),
    });
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await listEvents(t.db, '10002')).length).toBe(before.length + 1);
  });
});
