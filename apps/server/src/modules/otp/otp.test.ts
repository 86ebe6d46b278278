import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { outboxSender } from '../../lib/sms/sms';
import { buildTestApp, type TestApp } from '../../test-helper';
import { issueCode, OTP, verifyCode, type OtpDeps } from './otp.service';

let t: TestApp;
let deps: OtpDeps;

beforeAll(async () => {
  t = await buildTestApp();
  deps = {
    db: t.db,
    clock: () => t.clock.now,
    sms: outboxSender(t.db, () => t.clock.now),
    secret: 'test-secret',
  };
});
afterAll(() => t.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const send = (phone: string, subject: string, ip = '203.0.113.7') =>
  issueCode(deps, { purpose: 'repay', subject, phone, ip, message: (c) => `Your Pautang code is ${c}.` });
const lastCode = async (phone: string) => {
  const row = await t.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)?.[1] ?? '';
};

describe('one-time codes', () => {
  it('a provider that fails answers 1016 with a clear message, never a 500', async () => {
    const failing: OtpDeps = {
      ...deps,
      sms: {
        name: 'down',
        send: () => Promise.reject(new Error('provider down')),
      },
    };
    await expect(
      issueCode(failing, {
        purpose: 'repay',
        subject: 'R0',
        phone: '09170000009',
        ip: '203.0.113.9',
        message: (c) => c,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Unavailable, httpStatus: 503 });
  });

  it('sends 6 digits through the outbox, stores only a hash, and a right code works once', async () => {
    await send('09170000001', 'R1');
    const code = await lastCode('09170000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('subject', '=', 'R1')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    await verifyCode(deps, { purpose: 'repay', subject: 'R1', code });
    await expect(verifyCode(deps, { purpose: 'repay', subject: 'R1', code })).rejects.toMatchObject({
      reason: 'expired',
    });
  });

  it('a wrong code costs a try; after 5 the right one is refused too', async () => {
    later(120);
    await send('09170000002', 'R2');
    const code = await lastCode('09170000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP.maxAttempts; i++) {
      await expect(verifyCode(deps, { purpose: 'repay', subject: 'R2', code: wrong })).rejects.toMatchObject({
        reason: 'wrong',
      });
    }
    await expect(verifyCode(deps, { purpose: 'repay', subject: 'R2', code })).rejects.toMatchObject({
      reason: 'tooManyTries',
    });
  });

  it('expires after 5 minutes', async () => {
    later(120);
    await send('09170000003', 'R3');
    const code = await lastCode('09170000003');
    later(OTP.ttlMinutes * 60 + 1);
    await expect(verifyCode(deps, { purpose: 'repay', subject: 'R3', code })).rejects.toMatchObject({
      reason: 'expired',
    });
  });

  it('sends are 60 s apart per phone, with a daily cap per phone', async () => {
    later(120);
    await send('09170000004', 'R4');
    await expect(send('09170000004', 'R4')).rejects.toMatchObject({ code: ErrorCode.RateLimited });
    later(OTP.resendSeconds);
    await send('09170000004', 'R4');
    for (let i = 2; i < OTP.perPhoneDaily; i++) {
      later(OTP.resendSeconds);
      await send('09170000004', 'R4');
    }
    later(OTP.resendSeconds);
    await expect(send('09170000004', 'R4')).rejects.toMatchObject({ code: ErrorCode.RateLimited });
    // Another phone is not held back by this one.
    await send('09170000005', 'R5');
  });

  it('the back office shows the outbox to signed-in agents only', async () => {
    const bare = await t.inject({ method: 'GET', url: '/attempt/console/sms-outbox' });
    expect(bare.statusCode).toBe(401);
    const signIn = await t.inject({
      method: 'POST',
      url: '/attempt/console/sign-in',
      payload: { username: 'agent', password: 'pautang-support' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const res = await t.inject({ method: 'GET', url: '/attempt/console/sms-outbox', headers: { cookie } });
    const messages = res.json().data.messages as { phone: string; body: string }[];
    expect(messages[0]).toMatchObject({ phone: '09170000005' });
    expect(messages[0]?.body).toMatch(/^Your Pautang code is \d{6}\.$/);
  });
});
