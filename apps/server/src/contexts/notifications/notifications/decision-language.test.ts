// @module-tag once: the decision's message is filed and delivered as notify's other tests show; this checks its words
// A declined borrower who reads Filipino (users.lang = 'fil') reads the decision's reason in Filipino (issue 40): the
// rules' reasons are the credit module's English, filled into the Filipino wording in the borrower's language, in the
// notification list and in the SMS alike. An English borrower still reads the English reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@pautang/contract/notification-inbox';
import type { ProductApply } from '@pautang/contract/origination';
import { saveSignerProfile } from '../../demo/index';
import type { Deps } from '../../../platform/deps';
import { filipinoOf } from '../../../platform/i18n/localize';
import { outboxSender } from '../../../platform/sms/sms';
import { buildTestApp, testProfile, type TestApp } from '../../../test-helper';
import { outcomeMessages, ruleReasons } from '../../lending/index';
import { deliverDueNotifications } from './delivery';

let t: TestApp;
const deps = () =>
  ({
    db: t.db,
    config: t.config,
    clock: () => t.clock.now,
    sms: outboxSender(t.db, () => t.clock.now),
  }) as unknown as Deps;

const FIL_USER = { id: '40101', mobile_phone: '09174010101', full_name: 'Liza Santos', lang: 'fil' as const };
const EN_USER = { id: '40102', mobile_phone: '09174010102', full_name: 'Mark Reyes', lang: 'en' as const };

beforeAll(async () => {
  t = await buildTestApp({ demoApproveReviews: false });
  await t.db
    .insertInto('users')
    .values([FIL_USER, EN_USER].map((u) => ({ ...u, client_type: 'new' as const })))
    .execute();
  for (const u of [FIL_USER, EN_USER]) {
    // Not a Filipino citizen: the nationality rule declines, with its reason.
    const profile = testProfile(u.id, { basic: { ...testProfile(u.id).basic, nationality: 'Japanese' } });
    await saveSignerProfile(t.db, u.id, profile, t.clock.now.toISOString());
    await t.db
      .insertInto('bank_accounts')
      .values({
        id: `ba-${u.id}`,
        user_id: u.id,
        kind: 'ewallet',
        bank_code: 'GCASH',
        bank_name: 'GCash',
        account_no: `0917${u.id}1`,
        account_name: 'Test Borrower',
        debit_authorized_at: null,
        created_at: t.clock.now.toISOString(),
        deleted_at: null,
      })
      .execute();
  }
});
afterAll(() => t?.close());

let request = 0;
async function declined(userId: string): Promise<string> {
  const session = await t.signIn(userId);
  request += 1;
  const res = await t.call('productApply', {
    sessionId: session,
    body: {
      productId: 'prod-quick-5k',
      amount: 300000,
      termDays: 91,
      requestId: `00000000-0000-4000-8000-4010${String(request).padStart(8, '0')}`,
    },
  });
  expect((res.body.data as ProductApply).outcome).toBe('declined');
  return session;
}

const listOf = async (session: string) => {
  const res = await t.call('notificationList', { sessionId: session, body: {} });
  expect(res.body.code).toBe(0);
  return (res.body.data as NotificationList).list.filter((n) => n.event === 'application-declined');
};
const textsTo = (phone: string) =>
  t.db.selectFrom('sms_outbox').select('body').where('phone', '=', phone).execute();

describe("a credit decision's reason", () => {
  it('reaches a Filipino borrower in Filipino, in the notification list and the SMS', async () => {
    const [fil, en] = [await declined(FIL_USER.id), await declined(EN_USER.id)];
    await deliverDueNotifications(deps());

    const reasonFil = filipinoOf(ruleReasons.nationality);
    expect(reasonFil).toBe(
      'Para sa mga mamamayang Pilipino lang ang aming mga loan, ayon sa aming loan terms.',
    );
    const bodyFil = `Hi Liza, hindi ka namin maaalok ng Pautang Quick ngayon: ${reasonFil}`;
    expect((await listOf(fil)).map((n) => n.body)).toEqual([bodyFil]);
    expect((await textsTo(FIL_USER.mobile_phone)).map((s) => s.body)).toEqual([
      expect.stringContaining(bodyFil),
    ]);
    expect(JSON.stringify(await listOf(fil))).not.toContain(ruleReasons.nationality);

    const bodyEn = `Hi Mark, we cannot offer you Pautang Quick this time: ${ruleReasons.nationality}`;
    expect((await listOf(en)).map((n) => n.body)).toEqual([bodyEn]);
    expect((await textsTo(EN_USER.mobile_phone)).map((s) => s.body)).toEqual([
      expect.stringContaining(bodyEn),
    ]);
  });
});

describe('every credit decision reason', () => {
  it('has its Filipino in the catalogues', () => {
    const reasons = [
      ...Object.values(ruleReasons).map((r) =>
        typeof r === 'string' ? r : r.length === 1 ? (r as (n: number) => string)(500000) : '',
      ),
      ruleReasons.productRange(100000, 500000, 50000, [91]),
      outcomeMessages.approved(300000, 91),
      outcomeMessages.review,
      outcomeMessages.demoApproved,
    ].filter((r) => r !== '');
    expect(filipinoOf(ruleReasons.productRange(100000, 500000, 50000, [91, 180]))).toBe(
      'Pumili ng halaga mula ₱1,000.00 hanggang ₱5,000.00, tig-₱500.00 ang agwat, at terminong 91 o 180 araw.',
    );
    const missing = reasons.filter((r) => filipinoOf(r) === undefined);
    expect(missing).toEqual([]);
    expect(reasons.length).toBeGreaterThanOrEqual(12);
  });
});
