// @module-tag once: calls in sequence through the call runner
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Login } from '@pautang/contract/accounts';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { SIGN_IN_MESSAGES } from './sign-in.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const askCode = (phone: string) => t.call('smsCode', { body: { phone } });
const login = (phone: string, smsCode: string, deviceId = 'device-A') =>
  t.call('login', { body: { phone, smsCode, deviceId, appName: 'Pautang' } });
const lastCode = (phone: string) => t.lastCode(phone);
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const contactInfo = (session: Login, deviceId = session.deviceId) =>
  t.call('contactKfInfo', { sessionId: session.sessionId, query: { deviceId }, body: { overall: 30 } });

describe('sign-in by phone', () => {
  it('refuses a number that is not a Philippine mobile, and answers alike for known and new phones', async () => {
    const bad = await askCode('12345');
    expect(bad.body).toMatchObject({ code: ErrorCode.Validation, message: SIGN_IN_MESSAGES.badPhone });
    const known = await askCode('+63 917 123 4501');
    const fresh = await askCode('09181112233');
    expect(known.body).toEqual({ code: 0, message: 'success', data: null, success: true });
    expect(fresh.body).toEqual(known.body);
    expect(await lastCode('09171234501')).toMatch(/^\d{6}$/);
  });

  it('signs a known borrower in with the right code, once; a new phone becomes a new borrower', async () => {
    // Past the first test's code, so the only live code is this one.
    later(301);
    await askCode('09171234501');
    const code = await lastCode('09171234501');
    const wrong = await login('09171234501', wrongFor(code));
    expect(wrong.body).toMatchObject({ code: ErrorCode.SignInFailed, message: SIGN_IN_MESSAGES.wrongCode });
    const ok = await login('+639171234501', code);
    const session = ok.body.data as Login;
    expect(session).toMatchObject({ userId: '10001', mobilePhone: '09171234501', deviceId: 'device-A' });
    expect((await contactInfo(session)).body.code).toBe(0);
    const reused = await login('09171234501', code);
    expect(reused.body.code).toBe(ErrorCode.Validation);

    await askCode('09181112244');
    const fresh = (await login('09181112244', await lastCode('09181112244'))).body.data as Login;
    expect(fresh.userId).toMatch(/^\d{8}$/);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', fresh.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile_phone: '09181112244', client_type: 'new' });
  });

  it('stops guessing after 5 wrong codes, and a code past 5 minutes is refused', async () => {
    later(120);
    await askCode('09171234502');
    const code = await lastCode('09171234502');
    for (let i = 0; i < 5; i++) {
      expect((await login('09171234502', wrongFor(code))).body.code).toBe(ErrorCode.SignInFailed);
    }
    expect((await login('09171234502', code)).body.code).toBe(ErrorCode.Validation);

    later(120);
    await askCode('09171234502');
    const late = await lastCode('09171234502');
    later(301);
    expect((await login('09171234502', late)).body.code).toBe(ErrorCode.Validation);
  });

  it('holds the 60 s between texts to one phone', async () => {
    later(120);
    expect((await askCode('09171234503')).body.code).toBe(0);
    const again = await askCode('09171234503');
    expect(again.body.code).toBe(ErrorCode.RateLimited);
    expect(again.status).toBe(429);
  });

  it('binds the session to its device, and logout ends only that device’s session', async () => {
    const signInOn = async (deviceId: string) => {
      later(61);
      await askCode('09171234503');
      return (await login('09171234503', await lastCode('09171234503'), deviceId)).body.data as Login;
    };
    const phoneA = await signInOn('device-A');
    const phoneB = await signInOn('device-B');
    expect(phoneA.userId).toBe(phoneB.userId);
    // Another install's device reads exactly like an unknown session.
    expect((await contactInfo(phoneA, 'device-B')).body.code).toBe(ErrorCode.SessionExpired);

    const out = await t.call('logout', {
      sessionId: phoneA.sessionId,
      query: { deviceId: 'device-A' },
      body: {},
    });
    expect(out.body).toEqual({ code: 0, message: 'success', data: null, success: true });
    expect((await contactInfo(phoneA)).body.code).toBe(ErrorCode.SessionExpired);
    expect((await contactInfo(phoneB)).body.code).toBe(0);
    const revoked = await t.db
      .selectFrom('sessions')
      .select(['device_id', 'revoked_at'])
      .where('user_id', '=', phoneA.userId)
      .where('device_id', 'in', ['device-A', 'device-B'])
      .orderBy('device_id')
      .execute();
    expect(revoked.map((r) => [r.device_id, r.revoked_at !== null])).toEqual([
      ['device-A', true],
      ['device-B', false],
    ]);
  });

  // Found by fuzz.test.ts: stored with the session, a NUL in appName failed in PostgreSQL after the code was spent.
  it('refuses an appName with a control character before spending the code', async () => {
    await askCode('09181112299');
    const code = await lastCode('09181112299');
    const bad = await t.call('login', {
      body: { phone: '09181112299', smsCode: code, deviceId: 'device-A', appName: 'Pautang\u0000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: ErrorCode.Validation,
      message: 'Invalid appName: must not contain control characters',
    });
    expect((await login('09181112299', code)).body.code).toBe(0);
  });
});
