// @module-tag once: a refund through a rail that cannot be reached at first, then is
// A refund the payout rail could not take (unreachable) is not lost: it waits as unsent, the payout sweep sends it
// again under the same txnid (asking the rail first), and the rail's postback marks the payment refunded. A
// postback for a refund is checked like a loan payout's: a forged one moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutError, type PayoutRail } from '../../../platform/payout/payout';
import { sandboxPayoutRail } from '../../../platform/payout/sandbox-payout';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { PAYOUT_POSTBACK_PATH } from './payout-rail.routes';
import { REFUND_NOT_OWN_ACCOUNT, sendRefund } from './refund-payouts';

const SECRET = 'refund-sweep-secret';
let t: TestApp;
let inner: PayoutRail | undefined;
let reachable = false;

/** The sandbox rail behind a switch: while unreachable, every call fails as a time-out would. */
const rail: PayoutRail = {
  name: 'sandbox',
  submit: (request) =>
    reachable && inner ? inner.submit(request) : Promise.reject(new PayoutError('timed out', 'unreachable')),
  fetchStatus: (txnId) =>
    reachable && inner
      ? inner.fetchStatus(txnId)
      : Promise.reject(new PayoutError('timed out', 'unreachable')),
  verifyPostback: (p) => inner?.verifyPostback(p) ?? false,
  settleDue: (now) => (reachable && inner?.settleDue ? inner.settleDue(now) : Promise.resolve([])),
};

beforeAll(async () => {
  t = await buildTestApp({}, { payout: rail });
  inner = sandboxPayoutRail(t.db, { secret: SECRET, delaySeconds: 5 }, () => t.clock.now);
});
afterAll(() => t?.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const sweep = () => t.inject({ method: 'POST', url: '/attempt/dev/payouts' });

describe('a refund through a rail that cannot be reached', () => {
  it('waits unsent, is sent again by the sweep, and the postback marks the payment refunded', async () => {
    const at = t.clock.now.toISOString();
    await t.db
      .insertInto('payments')
      .values({
        id: 'PTXS0000000001',
        user_id: '10001',
        order_id: 'PT0000000180',
        kind: 'repay',
        channel: 'GCSH',
        amount: 9_000,
        status: 'paid',
        refund_amount: 9_000,
        gateway: 'sandbox',
        pay_url: '',
        expires_at: at,
        paid_at: at,
      })
      .execute();
    const deps = { db: t.db, config: t.config, clock: () => t.clock.now, payout: rail } as Parameters<
      typeof sendRefund
    >[0];
    expect(
      await sendRefund(deps, {
        paymentId: 'PTXS0000000001',
        amount: 9_000,
        makerId: 'staff-finance',
        approvalId: null,
      }),
    ).toBe('unsent');
    const refunds = () =>
      t.db.selectFrom('refunds').selectAll().where('payment_id', '=', 'PTXS0000000001').execute();
    expect((await refunds()).map((r) => r.status)).toEqual(['unsent']);

    // A forged postback for it moves nothing.
    const [refund] = await refunds();
    const forged = await t.app.inject({
      method: 'POST',
      url: PAYOUT_POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        merchanttxnid: refund?.id ?? '',
        refno: 'X',
        status: 'S',
        message: 'ok',
        digest: 'f'.repeat(64),
      }).toString(),
    });
    expect(forged.body).toBe('result=FAIL_DIGEST_MISMATCH');

    reachable = true;
    await sweep();
    expect((await refunds()).map((r) => r.status)).toEqual(['pending']);
    later(6);
    await sweep();
    expect((await refunds()).map((r) => r.status)).toEqual(['paid']);
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', 'PTXS0000000001')
      .executeTakeFirstOrThrow();
    expect(payment.refunded_at).not.toBeNull();
    expect(payment.refunded_to).toBe((await refunds())[0]?.account_label);
  });

  it('is not sent to an account bound before the name rule, in someone else’s name', async () => {
    // Issue 40: the account a refund goes to is checked against the borrower's legal name, as a loan payout's is.
    await t.db
      .updateTable('bank_accounts')
      .set({ account_name: 'Pedro Santos' })
      .where('user_id', '=', '10002')
      .execute();
    const at = t.clock.now.toISOString();
    await t.db
      .insertInto('payments')
      .values({
        id: 'PTXS0000000002',
        user_id: '10002',
        order_id: 'PT0000000174',
        kind: 'repay',
        channel: 'GCSH',
        amount: 5_000,
        status: 'paid',
        refund_amount: 5_000,
        gateway: 'sandbox',
        pay_url: '',
        expires_at: at,
        paid_at: at,
      })
      .execute();
    const deps = { db: t.db, config: t.config, clock: () => t.clock.now, payout: rail } as Parameters<
      typeof sendRefund
    >[0];
    await expect(
      sendRefund(deps, {
        paymentId: 'PTXS0000000002',
        amount: 5_000,
        makerId: 'staff-finance',
        approvalId: null,
      }),
    ).rejects.toMatchObject({ message: REFUND_NOT_OWN_ACCOUNT });
    expect(
      await t.db.selectFrom('refunds').select('id').where('payment_id', '=', 'PTXS0000000002').execute(),
    ).toEqual([]);
  });
});
