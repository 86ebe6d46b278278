// @module-tag once: calls in sequence through the call runner
// Issue 40, consent before data: no number is taken (sms-code) and no one is signed in (login) without agreeing to
// the privacy notice shown now; the consent is stored with the notice's version and the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Login } from '@pautang/contract/accounts';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { SIGN_IN_MESSAGES } from './sign-in.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REFUSED = {
  code: ErrorCode.Validation,
  message: SIGN_IN_MESSAGES.noConsent,
  data: null,
  success: false,
};
const textsTo = (phone: string) =>
  t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute();
const consentsOf = (userId: string) =>
  t.db
    .selectFrom('privacy_consents')
    .select(['user_id', 'notice_version', 'device_id', 'consented_at', 'channel'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('consent before data', () => {
  it('takes no number without the current notice agreed to: nothing is texted', async () => {
    const phone = '09181230401';
    const none = await t.call('smsCode', { body: { phone, privacyConsent: undefined } });
    expect(none.body).toEqual(REFUSED);
    const older = await t.call('smsCode', { body: { phone, privacyConsent: '2020-01-01' } });
    expect(older.body).toEqual(REFUSED);
    expect(await textsTo(phone)).toEqual([]);
    // Refused before the number is even read: a malformed one gets the same answer.
    expect((await t.call('smsCode', { body: { phone: '12345', privacyConsent: undefined } })).body).toEqual(
      REFUSED,
    );
  });

  it('refuses sign-in without consent, in the borrower’s language, and leaves the code unspent', async () => {
    const phone = '09181230402';
    expect((await t.call('smsCode', { body: { phone } })).body.code).toBe(0);
    const code = await t.lastCode(phone);
    const refused = await t.call('login', {
      body: { phone, smsCode: code, deviceId: 'device-C', privacyConsent: undefined },
    });
    expect(refused.body).toEqual(REFUSED);
    const fil = await t.call('login', {
      query: { lang: 'fil' },
      body: { phone, smsCode: code, deviceId: 'device-C', privacyConsent: undefined },
    });
    expect(fil.body).toMatchObject({
      code: ErrorCode.Validation,
      message:
        'Basahin muna ang privacy notice at i-tick na sumasang-ayon ka bago mo ibigay ang iyong number.',
    });
    // No account was made for the number, and nothing was recorded.
    expect(await t.db.selectFrom('users').select('id').where('mobile_phone', '=', phone).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('privacy_consents').select('id').execute()).toEqual([]);

    // The same code still signs in once the notice is agreed to.
    const ok = await t.call('login', {
      body: { phone, smsCode: code, deviceId: 'device-C', privacyConsent: PRIVACY_NOTICE_VERSION },
    });
    expect(ok.body.code).toBe(0);
  });

  it('stores each consent with the notice’s version, the device and the time, for new and known borrowers', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000);
    const phone = '09181230403';
    await t.call('smsCode', { body: { phone, privacyConsent: PRIVACY_NOTICE_VERSION } });
    const at = t.clock.now.toISOString();
    const fresh = await t.call('login', {
      body: {
        phone,
        smsCode: await t.lastCode(phone),
        deviceId: 'device-N',
        privacyConsent: PRIVACY_NOTICE_VERSION,
      },
    });
    const { userId } = fresh.body.data as Login;
    const rows = await consentsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: userId,
      notice_version: PRIVACY_NOTICE_VERSION,
      device_id: 'device-N',
      channel: 'app',
    });
    expect(new Date(rows[0]?.consented_at ?? '').toISOString()).toBe(at);

    // A known borrower (Maria, seeded) signing in again adds a row; the earlier ones stay as they were.
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000);
    await t.call('smsCode', { body: { phone: '09171234501' } });
    const maria = await t.call('login', {
      body: { phone: '09171234501', smsCode: await t.lastCode('09171234501'), deviceId: 'device-M' },
    });
    expect((maria.body.data as Login).userId).toBe('10001');
    const marias = await consentsOf('10001');
    expect(marias.map((r) => [r.notice_version, r.device_id])).toEqual([
      [PRIVACY_NOTICE_VERSION, 'device-M'],
    ]);
    expect(new Date(marias[0]?.consented_at ?? '').toISOString()).toBe(t.clock.now.toISOString());
  });
});
