// @module-tag wire: staff calls keep plain names whatever wire mode the server runs in
// Every staff call of the contract (auth 'staff'), taken from the declarations so a new one is covered without a
// line here: none answers a request without a live agent session, whatever else it carries (no cookie, a forged
// or ended one, a borrower's session), and each answers the signed-in agent (the control: the refusal is the
// session check, not a missing route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SESSION_PATHS } from '@pautang/contract/back-office';
import { callKeys, calls, isStaffCall } from '@pautang/contract/calls';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { STAFF_ROLES, type StaffRole } from '@pautang/contract/call';
import { DEMO_AGENT, DEMO_STAFF } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { AGENT_COOKIE } from './agents.service';

let t: TestApp;
let cookie: string;
let ended: string;
let borrower: string;
const roleCookies = new Map<StaffRole, string>();

const staffCalls = callKeys.filter(isStaffCall);

/** A path parameter filled with an id nothing has, so no call changes anything. */
const urlOf = (path: string, query = '') => API_PREFIX + path.replace(/:\w+/g, 'CP000000000000') + query;

async function agentCookie(person: { username: string; password: string } = DEMO_AGENT): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: API_PREFIX + AGENT_SESSION_PATHS.signIn,
    payload: { username: person.username, password: person.password },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

beforeAll(async () => {
  t = await buildTestApp();
  [cookie, ended] = await Promise.all([agentCookie(), agentCookie()]);
  // One demo staff member per role, each holding that role alone.
  for (const role of STAFF_ROLES) {
    const person = DEMO_STAFF.find((p) => p.roles.length === 1 && p.roles[0] === role);
    if (!person) throw new Error(`no demo staff member holds ${role} alone`);
    roleCookies.set(role, await agentCookie(person));
  }
  await t.inject({
    method: 'POST',
    url: API_PREFIX + AGENT_SESSION_PATHS.signOut,
    headers: { cookie: ended },
  });
  const sessionId = await t.signIn('10001');
  // The session parameters as the host hands them, in both names (the console's paths are never renamed).
  const params = new URLSearchParams({ sessionId, userId: '10001', deviceId: 'test-device-10001' });
  for (const [k, v] of [...params]) params.set(t.wire.keyToWire(k), v);
  borrower = `?${params}`;
});
afterAll(() => t?.close());

describe('every staff call', () => {
  it('is declared (the table below is not empty)', () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(14);
  });

  const refusals: [string, () => { query?: string; cookie?: string }][] = [
    ['no cookie', () => ({})],
    ['a forged cookie', () => ({ cookie: `${AGENT_COOKIE}=${'A'.repeat(43)}` })],
    ['an empty cookie', () => ({ cookie: `${AGENT_COOKIE}=` })],
    ['a signed-out session', () => ({ cookie: ended })],
    ["a borrower's session", () => ({ query: borrower })],
  ];

  describe.each(staffCalls)('%s', (key) => {
    const def = calls[key];
    it.each(refusals)('refuses %s, and asks the agent to sign in', async (_label, of) => {
      const who = of();
      const res = await t.inject({
        method: def.method,
        url: urlOf(def.path, who.query),
        ...(who.cookie ? { headers: { cookie: who.cookie } } : {}),
        ...(def.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: ErrorCode.SessionMissing,
        message: 'Please sign in to the back office.',
        data: null,
        success: false,
      });
    });

    it('answers a signed-in agent past the session check', async () => {
      const res = await t.inject({
        method: def.method,
        url: urlOf(def.path),
        headers: { cookie },
        ...(def.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).not.toBe(401);
      expect(res.json().code).not.toBe(ErrorCode.SessionMissing);
    });
  });
});

/**
 * The role table: every staff call, signed in as each role alone. A role the call does not list is refused with
 * Forbidden before anything is read or changed; a role it lists gets past the check (answered, or refused for its
 * input, never for its role).
 */
describe('the role table', () => {
  it('covers every role with a call of its own', () => {
    for (const role of STAFF_ROLES) {
      expect(staffCalls.some((key) => (calls[key].roles as readonly StaffRole[]).includes(role))).toBe(true);
    }
  });

  const table = staffCalls.flatMap((key) =>
    STAFF_ROLES.map(
      (role) => [key, role, (calls[key].roles as readonly StaffRole[]).includes(role)] as const,
    ),
  );

  it.each(table)('%s as %s: allowed %s', async (key, role, allowed) => {
    const def = calls[key];
    const res = await t.inject({
      method: def.method,
      url: urlOf(def.path),
      headers: { cookie: roleCookies.get(role) ?? '' },
      ...(def.method === 'POST' ? { payload: {} } : {}),
    });
    const body = res.json();
    if (allowed) {
      expect(res.statusCode).not.toBe(401);
      expect(body.code).not.toBe(ErrorCode.Forbidden);
    } else {
      expect(res.statusCode).toBe(403);
      expect(body).toEqual({
        code: ErrorCode.Forbidden,
        message: 'Your role does not allow this.',
        data: null,
        success: false,
      });
    }
  });
});
