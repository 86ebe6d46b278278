// @module-tag wire: every call's malformed input, in wire names
// @module-tag database: malformed values reach SQL through the driver
// Every built call, fed malformed input: each answer is the envelope with a non-zero code and a message, never a 5xx.
// The back office's calls are sent as a signed-in agent, so their input reaches validation too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SESSION_PATHS } from '@pautang/contract/back-office';
import { API_PREFIX, type EndpointKey } from '@pautang/contract/endpoints';
import { ErrorCode, errorMessages } from '@pautang/contract/errors';
import { calls, isStaffCall, type CallKey, type ServedCall } from '@pautang/contract/calls';
import { DEMO_AGENT } from './contexts/demo/index';
import { buildTestApp, type TestApp } from './test-helper';

let t: TestApp;
let token: string;
let agentCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.signIn('10001');
  const agent = await t.inject({
    method: 'POST',
    url: API_PREFIX + AGENT_SESSION_PATHS.signIn,
    payload: { username: DEMO_AGENT.username, password: DEMO_AGENT.password },
  });
  agentCookie = String(agent.headers['set-cookie']).split(';')[0] ?? '';
});
afterAll(() => t.close());

/** [label, content type, body, and for the inputs aimed at one call: that call and the field it must name]. */
type BadBody = [string, string, string, { call: EndpointKey; field: RegExp }?];

const BAD_BODIES: BadBody[] = [
  ['an array', 'application/json', '[]'],
  ['null', 'application/json', 'null'],
  ['a string', 'application/json', '"x"'],
  ['broken JSON', 'application/json', '{"a":'],
  [
    'wrong types',
    'application/json',
    JSON.stringify({ productId: { $ne: 1 }, orderId: [1], score: 'five', amount: 1e308 }),
  ],
  [
    'SQL in ids',
    'application/json',
    JSON.stringify({ productId: "x' or 1=1 --", orderId: '1; drop table orders' }),
  ],
  ['a huge field', 'application/json', JSON.stringify({ productId: 'p'.repeat(100000) })],
  ['form garbage', 'application/x-www-form-urlencoded', 'productId=%00%ff&&=&orderId'],
  ['xml', 'application/xml', '<a/>'],
  // Inputs that once passed validation and crashed with a 500 (issue 6): their own call must refuse them as 1001.
  [
    'a NUL in productId',
    'application/json',
    JSON.stringify({ productId: 'p\u0000', moduleId: 30, positionId: 0 }),
    { call: 'eventSave', field: /^Invalid productId: must not contain control characters$/ },
  ],
  ...(['page', 'element', 'label'] as const).map((field): BadBody => [
    `a NUL in a tracked ${field}`,
    'application/json',
    JSON.stringify({
      events: [{ kind: 'view', page: 'x', ...{ [field]: 'a\u0000b' }, occurredAt: '2026-11-21T02:00:00Z' }],
    }),
    {
      call: 'buriedPointUpload',
      field: new RegExp(`^Invalid events\\.0\\.${field}: must not contain control characters$`),
    },
  ]),
  [
    'the year 0000',
    'application/json',
    JSON.stringify({ events: [{ kind: 'view', page: 'x', occurredAt: '0000-01-01T00:00:00Z' }] }),
    {
      call: 'buriedPointUpload',
      field: /^Invalid events\.0\.occurredAt: must be a date between 2000 and 2100$/,
    },
  ],
  [
    'a control character in a form',
    'application/x-www-form-urlencoded',
    'productId=a%01b&moduleId=30&positionId=0',
    { call: 'eventSave', field: /^Invalid productId: must not contain control characters$/ },
  ],
  // Found by fuzz.test.ts (issue 12): renaming wire keys recursed into this and overflowed the stack (a 500); a
  // NUL in a bank form's value reached PostgreSQL (a 500); a 5,000-character key came back in the message.
  ['nesting 10,000 deep', 'application/json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  [
    'a NUL in a bank form value',
    'application/x-www-form-urlencoded',
    'orderId=PT0000000174%00',
    { call: 'bindCardChange', field: /^Invalid orderId: must not contain control characters$/ },
  ],
  [
    'a 5,000-character field name',
    'application/x-www-form-urlencoded',
    `${'k'.repeat(5000)}=1`,
    { call: 'bindCardNew', field: /^Invalid request: Invalid key in record$/ },
  ],
];

const built = Object.keys(calls) as CallKey[];

// logout ends the session it is called with: it gets one of its own each time, so the others keep theirs. A path
// parameter (the back office's /complaints/:id) names nothing.
const urlOf = async (key: CallKey) => {
  const def = calls[key];
  const session = key === 'logout' ? await t.signIn('10001') : token;
  const query = `?${await t.sessionQuery(session)}`;
  const path = t.wire.pathToWire(def.path).replace(/:\w+/g, 'CP000000000000');
  return `${API_PREFIX}${path}${query}${def.method === 'GET' ? `&${t.wire.keyToWire('orderId')}=${encodeURIComponent("1' or '1'='1")}` : ''}`;
};

describe.each(built)('%s with bad input', (key) => {
  const def = calls[key];
  // t.inject sends the XMLHttpRequest marker our pages send, so each input reaches validation.
  it.each(BAD_BODIES)(
    'answers %s with a clear non-zero code',
    async (_label, contentType, payload, aimed) => {
      const res = await t.inject({
        method: def.method,
        url: await urlOf(key),
        headers: { 'content-type': contentType, ...(isStaffCall(key) ? { cookie: agentCookie } : {}) },
        ...(def.method === 'POST' ? { payload } : {}),
      });
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json() as { code: number | string; message: string; data: unknown };
      if (aimed?.call === key) {
        expect(res.statusCode).toBe(400);
        expect(body.code).toBe(ErrorCode.Validation);
        expect(body.message).toMatch(aimed.field);
      }
      // A call whose every input is optional (the login-failure page's orderId, the complaint entry's orderId, the
      // complaint list) may still answer an empty or unreadable body: there is nothing in it to refuse.
      if (calls[key as ServedCall].request.safeParse({}).success && (body.code === '00' || body.code === 0))
        return;
      expect(body.code).not.toBe(0);
      expect(body.code).not.toBe('00');
      expect(body.message).toMatch(/\w/);
      expect(body.message).not.toMatch(/Error:|at .*\.ts|ZodError|syntax error|relation/i);
      // A refused form names each refused field (FieldErrorsSchema); any other refusal carries no data.
      if (body.data !== null) {
        expect(body.code).toBe(ErrorCode.Validation);
        expect(Object.keys(body.data as object)).toEqual([t.wire.keyToWire('fields')]);
      }
    },
  );

  it('answers without the XMLHttpRequest marker with the cross-site code, before reading the input', async () => {
    const res = await t.app.inject({
      method: def.method,
      url: await urlOf(key),
      headers: { 'content-type': 'application/json' },
      ...(def.method === 'POST' ? { payload: BAD_BODIES[0]![2] } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: ErrorCode.CrossSite,
      message: errorMessages[ErrorCode.CrossSite],
      data: null,
      success: false,
    });
  });
});

// Fastify refuses these before any route runs; its own answer echoed the whole path in its own shape (fuzz.test.ts).
describe('a path parameter it cannot route', () => {
  it.each([
    ['too long', `/files/complaints/${'a'.repeat(101)}`, 414, 'The address is too long.'],
    ['badly percent-encoded', '/files/complaints/%zz', 400, /^The request could not be read\./],
    [
      'too long, on /attempt',
      `/attempt/console/complaints/${'1'.repeat(101)}`,
      414,
      'The address is too long.',
    ],
  ])('answers the envelope when %s', async (_label, url, status, message) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, message, data: null });
  });
});
