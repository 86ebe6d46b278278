// @module-tag wire: setLanguage and the sign-in calls are native calls, renamed by the wire table in the obfuscated pass
// The borrower's language (issue 30): the host's Mine switch (setLanguage) and the sign-in's lang store it; the
// due-in-3-days text reaches a Filipino borrower's phone in Filipino and an English one's in English; the sign-in
// code's text follows the borrower too; and a refused borrower call answers in the `lang` it came with, the code
// unchanged, English without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages } from '@pautang/contract/errors';
import { errorMessagesFil } from '@pautang/contract/errors.fil';
import { demoOrderRow } from '../../demo/index';
import type { Deps } from '../../../platform/deps';
import { outboxSender } from '../../../platform/sms/sms';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { upsertBusinessTime } from '../../staff/index';
import { SIGN_IN_MESSAGES } from '../../identity/index';
import { deliverDueNotifications } from './delivery';
import { planReminders } from './reminders';

let t: TestApp;
const deps = () =>
  ({
    db: t.db,
    config: t.config,
    clock: () => t.clock.now,
    sms: outboxSender(t.db, () => t.clock.now),
  }) as unknown as Deps;

const FIL_USER = { id: '30001', mobile_phone: '09173000001', full_name: 'Liza Santos' };
const EN_USER = { id: '30002', mobile_phone: '09173000002', full_name: 'Mark Reyes' };

const langOf = async (userId: string) =>
  (await t.db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirstOrThrow()).lang;
const textsTo = (phone: string) =>
  t.db.selectFrom('sms_outbox').select('body').where('phone', '=', phone).orderBy('id').execute();

beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .insertInto('users')
    .values([FIL_USER, EN_USER].map((u) => ({ ...u, client_type: 'new' as const })))
    .execute();
});
afterAll(() => t?.close());

describe("the borrower's language", () => {
  it('is stored by setLanguage for the signed-in borrower only, and refuses a language we do not write in', async () => {
    expect(await langOf(FIL_USER.id)).toBe('en');
    const session = await t.signIn(FIL_USER.id);
    const res = await t.call('setLanguage', { sessionId: session, body: { lang: 'fil' } });
    expect(res.body).toMatchObject({ code: 0, data: { lang: 'fil' } });
    expect(await langOf(FIL_USER.id)).toBe('fil');
    expect(await langOf(EN_USER.id)).toBe('en');

    const odd = await t.call('setLanguage', { sessionId: session, body: { lang: 'es' } });
    expect(odd.body).toMatchObject({
      code: ErrorCode.Validation,
      message: 'Please choose English (en) or Filipino (fil).',
    });
    const anonymous = await t.call('setLanguage', { body: { lang: 'en' } });
    expect(anonymous.body).toMatchObject({ code: ErrorCode.SessionMissing });
    expect(await langOf(FIL_USER.id)).toBe('fil');
  });

  it("sends the due-in-3-days text in each borrower's language", async () => {
    await t.db.updateTable('users').set({ lang: 'fil' }).where('id', '=', FIL_USER.id).execute();
    const businessDate = await getBusinessDate(t.db, t.clock.now);
    // prod-quick-5k: one payment 91 days after the payout, so paid out 88 days ago is due in 3 days.
    await t.db
      .insertInto('orders')
      .values(
        [FIL_USER, EN_USER].map((u, i) =>
          demoOrderRow(
            {
              id: `PTL00000000${i + 1}`,
              userId: u.id,
              productId: 'prod-quick-5k',
              clientType: 'new',
              disbursedDaysAgo: 88,
            },
            businessDate,
          ),
        ),
      )
      .execute();
    await upsertBusinessTime(t.db, '10:00');
    expect((await planReminders(deps())).planned).toBe(2);
    expect((await deliverDueNotifications(deps())).sent).toBe(2);

    const [fil] = await textsTo(FIL_USER.mobile_phone);
    const [en] = await textsTo(EN_USER.mobile_phone);
    expect(fil?.body).toMatch(
      /^Pautang: Hi Liza Santos, ang ₱[\d,.]+ para sa order PTL000000001 ay due sa \d{4}-\d{2}-\d{2}\. Puwede kang magbayad sa app\.$/,
    );
    expect(en?.body).toMatch(
      /^Pautang: Hi Mark Reyes, ₱[\d,.]+ for order PTL000000002 is due on \d{4}-\d{2}-\d{2}\. You can pay in the app\.$/,
    );
  });

  it("texts the sign-in code in the borrower's language, and the host's lang at sign-in becomes theirs", async () => {
    await t.call('smsCode', { body: { phone: FIL_USER.mobile_phone } });
    const filText = (await textsTo(FIL_USER.mobile_phone)).at(-1)?.body ?? '';
    expect(filText).toMatch(/^Pautang: \d{6} ang sign-in code mo\. .*Huwag itong ibigay kaninuman\.$/);

    await t.call('smsCode', { body: { phone: EN_USER.mobile_phone } });
    const enText = (await textsTo(EN_USER.mobile_phone)).at(-1)?.body ?? '';
    expect(enText).toBe(SIGN_IN_MESSAGES.sms(/\d{6}/.exec(enText)?.[0] ?? '', 'Pautang'));

    const code = await t.lastCode(EN_USER.mobile_phone);
    const login = await t.call('login', {
      body: { phone: EN_USER.mobile_phone, smsCode: code, deviceId: 'device-L', lang: 'fil' },
    });
    expect(login.body).toMatchObject({ code: 0 });
    expect(await langOf(EN_USER.id)).toBe('fil');
  });

  it('answers a refused borrower call in the lang it came with; English with lang=en or none', async () => {
    const refused = (query?: Record<string, string>) =>
      t.call('smsCode', { body: { phone: '12345' }, ...(query ? { query } : {}) });
    expect((await refused({ lang: 'fil' })).body).toEqual({
      code: ErrorCode.Validation,
      message: 'Maglagay ng tamang mobile number, gaya ng 09171234567.',
      data: null,
      success: false,
    });
    for (const query of [{ lang: 'en' }, undefined, { lang: 'xx' }]) {
      expect((await refused(query)).body).toMatchObject({
        code: ErrorCode.Validation,
        message: SIGN_IN_MESSAGES.badPhone,
      });
    }
    // A code's own message, too.
    const signedOut = await t.call('setLanguage', { query: { lang: 'fil' }, body: { lang: 'en' } });
    expect(signedOut.body).toMatchObject({
      code: ErrorCode.SessionMissing,
      message: errorMessagesFil[ErrorCode.SessionMissing],
    });
    const signedOutEn = await t.call('setLanguage', { body: { lang: 'en' } });
    expect(signedOutEn.body).toMatchObject({ message: errorMessages[ErrorCode.SessionMissing] });
  });
});
