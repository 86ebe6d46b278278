// @module-tag database: two admins disabling each other at once, with the requests really in flight together
// Staff accounts (issue 28), as an admin manages them through the console's calls: created with roles and a first
// password, re-roled, disabled (their session stops at once and their sign-in reads like a wrong password),
// re-enabled, given a new password; the last admin stays; every change is in the audit log, never a password hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { StaffMember } from '@pautang/contract/staff';
import { DEMO_AGENT } from '../../demo/index';
import { DEMO_ADMIN } from '../../../testing/approvals';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCookie(t);
});
afterAll(() => t.close());

const PASSWORD = 'a-long-enough-secret';

const post = (cookie: string, path: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `${API_PREFIX}/console/${path}`, headers: { cookie }, payload });
const get = (cookie: string, path: string) =>
  t.inject({ method: 'GET', url: `${API_PREFIX}/console/${path}`, headers: { cookie } });
const signIn = (username: string, password: string) =>
  t.inject({ method: 'POST', url: `${API_PREFIX}/console/sign-in`, payload: { username, password } });

async function create(username: string, roles: string[]): Promise<StaffMember> {
  const res = await post(admin, 'staff', {
    username,
    displayName: `Test ${username}`,
    password: PASSWORD,
    roles,
  });
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json().data.member;
}
const update = (id: string, change: Record<string, unknown>) => post(admin, `staff/${id}`, change);

const auditOf = (subjectId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).orderBy('id').execute();

describe('staff accounts', () => {
  it('an admin creates one with its roles; it is listed, signs in, and reaches the calls of its roles only', async () => {
    const member = await create('ines.cruz', ['support', 'support', 'finance']);
    expect(member).toMatchObject({
      username: 'ines.cruz',
      displayName: 'Test ines.cruz',
      roles: ['support', 'finance'],
      disabled: false,
      lockedUntil: null,
    });
    const list = (await get(admin, 'staff')).json().data.staff as StaffMember[];
    expect(list.find((m) => m.username === 'ines.cruz')).toEqual(member);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);

    const cookie = await staffCookie(t, { username: 'ines.cruz', password: PASSWORD });
    expect((await get(cookie, 'refunds')).json().code).toBe(0);
    expect((await get(cookie, 'staff')).json().code).toBe(ErrorCode.Forbidden);

    const [created] = await auditOf(member.id);
    expect(created).toMatchObject({
      action: 'staff.created',
      actor_id: DEMO_AGENT.id,
      actor_name: DEMO_AGENT.displayName,
      subject_kind: 'staff',
      before: null,
      after: {
        username: 'ines.cruz',
        displayName: 'Test ines.cruz',
        roles: ['support', 'finance'],
        disabled: false,
      },
    });
  });

  it('refuses a taken username, a short password, a bad username and no role, with a sentence', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'agent' }, ErrorCode.Conflict, 'This username is taken.'],
      [{ password: 'short-one' }, ErrorCode.Validation, 'A password needs at least 12 characters.'],
      [
        { username: 'Has Spaces' },
        ErrorCode.Validation,
        'A username is 3 to 64 lowercase letters, digits, dots or dashes.',
      ],
      [{ roles: [] }, ErrorCode.Validation, 'A staff member needs at least one role.'],
      [{ roles: ['owner'] }, ErrorCode.Validation, ''],
    ];
    for (const [change, code, message] of cases) {
      const body = {
        username: 'new.one',
        displayName: 'New One',
        password: PASSWORD,
        roles: ['support'],
        ...change,
      };
      const res = (await post(admin, 'staff', body)).json();
      expect(res.code).toBe(code);
      if (message) expect(res.message).toBe(message);
    }
    const rows = await t.db.selectFrom('agents').select('id').where('username', '=', 'new.one').execute();
    expect(rows).toEqual([]);
    // The taken name kept its owner's password.
    expect((await signIn('agent', DEMO_AGENT.password)).statusCode).toBe(200);
  });

  it('re-roling takes effect on the next request of a live session, and is audited before and after', async () => {
    const member = await create('role.change', ['support']);
    const cookie = await staffCookie(t, { username: 'role.change', password: PASSWORD });
    expect((await get(cookie, 'complaints')).json().code).toBe(0);
    const res = await update(member.id, { roles: ['credit'] });
    expect(res.json().data.member.roles).toEqual(['credit']);
    expect((await get(cookie, 'complaints')).json().code).toBe(ErrorCode.Forbidden);
    expect((await get(cookie, 'me')).json().data.agent.roles).toEqual(['credit']);
    const changed = (await auditOf(member.id)).at(-1);
    expect(changed).toMatchObject({
      action: 'staff.changed',
      before: { roles: ['support'] },
      after: { roles: ['credit'] },
      note: '',
    });
  });

  it('disabling ends the live session at once, sign-in then fails like a wrong password; re-enabling lets in anew', async () => {
    const member = await create('leaving', ['support']);
    const cookie = await staffCookie(t, { username: 'leaving', password: PASSWORD });
    expect((await update(member.id, { disabled: true })).json().data.member.disabled).toBe(true);

    const after = await get(cookie, 'complaints');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ErrorCode.SessionMissing);
    const disabled = await signIn('leaving', PASSWORD);
    const wrong = await signIn('agent', 'not-the-password');
    expect(disabled.statusCode).toBe(wrong.statusCode);
    expect(disabled.json()).toEqual(wrong.json());
    expect(disabled.json().code).toBe(ErrorCode.SignInFailed);
    expect(disabled.headers['set-cookie']).toBeUndefined();

    expect((await update(member.id, { disabled: false })).json().data.member.disabled).toBe(false);
    // The old session stays ended: a forgotten browser does not come back with the account.
    expect((await get(cookie, 'complaints')).statusCode).toBe(401);
    const again = await staffCookie(t, { username: 'leaving', password: PASSWORD });
    expect((await get(again, 'complaints')).json().code).toBe(0);

    const actions = (await auditOf(member.id)).map((r) => [r.action, r.before, r.after]);
    expect(actions.slice(1)).toEqual([
      [
        'staff.changed',
        expect.objectContaining({ disabled: false }),
        expect.objectContaining({ disabled: true }),
      ],
      [
        'staff.changed',
        expect.objectContaining({ disabled: true }),
        expect.objectContaining({ disabled: false }),
      ],
    ]);
  });

  it('a new password replaces the old, lifts a lock, ends sessions, and is audited without any hash', async () => {
    const member = await create('forgetful', ['support']);
    const cookie = await staffCookie(t, { username: 'forgetful', password: PASSWORD });
    for (let i = 0; i < 5; i++) await signIn('forgetful', `wrong-${i}`);
    expect((await signIn('forgetful', PASSWORD)).json().code).toBe(ErrorCode.Locked);
    const listed = (await get(admin, 'staff')).json().data.staff as StaffMember[];
    expect(listed.find((m) => m.id === member.id)?.lockedUntil).not.toBeNull();

    expect((await update(member.id, { password: 'short' })).json()).toMatchObject({
      code: ErrorCode.Validation,
      message: 'A password needs at least 12 characters.',
    });
    const res = await update(member.id, { password: 'a-brand-new-secret' });
    expect(res.json().data.member.lockedUntil).toBeNull();
    expect((await get(cookie, 'complaints')).statusCode).toBe(401);
    expect((await signIn('forgetful', PASSWORD)).json().code).toBe(ErrorCode.SignInFailed);
    expect((await signIn('forgetful', 'a-brand-new-secret')).statusCode).toBe(200);

    const rows = await auditOf(member.id);
    expect(rows.at(-1)).toMatchObject({ action: 'staff.changed', note: 'password set' });
    const { password_hash } = await t.db
      .selectFrom('agents')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const written = JSON.stringify(rows);
    expect(written).not.toContain(password_hash);
    expect(written).not.toContain('a-brand-new-secret');
    expect(written).not.toMatch(/password_?hash|scrypt/i);
  });

  it('the last enabled admin can be neither disabled nor de-roled; with another admin, they can', async () => {
    const admins = await t.db.selectFrom('agents').select(['id', 'roles', 'disabled_at']).execute();
    const others = admins.filter((a) => a.roles.includes('admin') && a.id !== DEMO_AGENT.id);
    // Leave the demo agent the only enabled admin.
    for (const other of others) expect((await update(other.id, { disabled: true })).json().code).toBe(0);
    const refusal = {
      code: ErrorCode.Conflict,
      message: 'This is the last admin: make someone else an admin first.',
    };
    expect((await update(DEMO_AGENT.id, { disabled: true })).json()).toMatchObject(refusal);
    expect((await update(DEMO_AGENT.id, { roles: ['support'] })).json()).toMatchObject(refusal);
    const me = await t.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', DEMO_AGENT.id)
      .executeTakeFirstOrThrow();
    expect(me.disabled_at).toBeNull();
    expect(me.roles).toContain('admin');
    // Other changes of the last admin are fine.
    expect((await update(DEMO_AGENT.id, { displayName: 'Lea B.' })).json().code).toBe(0);

    const second = others.find((a) => a.id === DEMO_ADMIN.id);
    expect(second).toBeDefined();
    expect((await update(DEMO_ADMIN.id, { disabled: false })).json().code).toBe(0);
    expect((await update(DEMO_ADMIN.id, { roles: ['admin', 'support'] })).json().code).toBe(0);
    expect((await update(DEMO_AGENT.id, { displayName: DEMO_AGENT.displayName })).json().code).toBe(0);
  });

  it('reads an unknown or impossible id as missing, never a 500', async () => {
    for (const id of ['staff-nope', 'CP000000000000', 'x%00y']) {
      const res = await update(id, { disabled: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(ErrorCode.NotFound);
    }
  });

  it('two last admins disabling each other at once: one is refused, and an admin stays', async () => {
    const x = await create('admin.x', ['admin']);
    const y = await create('admin.y', ['admin']);
    const xCookie = await staffCookie(t, { username: 'admin.x', password: PASSWORD });
    const yCookie = await staffCookie(t, { username: 'admin.y', password: PASSWORD });
    // Only x and y are admins now.
    expect((await post(xCookie, `staff/${DEMO_ADMIN.id}`, { disabled: true })).json().code).toBe(0);
    expect((await post(xCookie, `staff/${DEMO_AGENT.id}`, { roles: ['support'] })).json().code).toBe(0);

    const [byX, byY] = await Promise.all([
      post(xCookie, `staff/${y.id}`, { disabled: true }),
      post(yCookie, `staff/${x.id}`, { disabled: true }),
    ]);
    // The second is refused as the last admin (in flight together), or finds its own session ended (one after the
    // other); never both done.
    const codes = [byX.json().code, byY.json().code].sort();
    expect(codes[0]).toBe(0);
    expect([ErrorCode.Conflict, ErrorCode.SessionMissing]).toContain(codes[1]);
    const admins = await t.db
      .selectFrom('agents')
      .select('id')
      .where('disabled_at', 'is', null)
      .where('id', 'in', [x.id, y.id])
      .execute();
    expect(admins).toHaveLength(1);

    // The admin who stayed puts the demo back.
    const stayed = byX.json().code === 0 ? xCookie : yCookie;
    expect((await post(stayed, `staff/${DEMO_AGENT.id}`, { roles: [...DEMO_AGENT.roles] })).json().code).toBe(
      0,
    );
    expect((await post(stayed, `staff/${DEMO_ADMIN.id}`, { disabled: false })).json().code).toBe(0);
  });
});
