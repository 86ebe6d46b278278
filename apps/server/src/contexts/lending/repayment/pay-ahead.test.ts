// @module-tag once: calls in sequence through the call runner
// Issue 30: paying ahead and paying part, on any day, and no rollover on the day of disbursement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { MIN_PAYMENT_AMOUNT as CONTRACT_MIN } from '@pautang/contract/constants';
import type { OrderDetails } from '@pautang/contract/loans';
import type { GenerateVcode, InstalmentInfo, RepayPreview } from '@pautang/contract/repayment';
import { accrue, addDays, MIN_PAYMENT_AMOUNT, payoffQuote, previewPayment } from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';

let t: TestApp;
let maria: string;
let jose: string;

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
});
afterAll(() => t.close());

// Maria's ₱5,000 loan of 91 days, disbursed 20 days ago: nothing due, the prepayment window not open.
const order = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };

async function state() {
  const row = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  const bd = await getBusinessDate(t.db, t.clock.now);
  return { loan: loanStateOf(row), bd };
}

const preview = (session: string, amount: number, o: Record<string, string> = order) =>
  t.call('repayPreview', { sessionId: session, body: { ...o, amount } });

const sandboxPay = (txnid: string) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
    payload: new URLSearchParams({ txnid, action: 'pay' }).toString(),
  });

describe('paying ahead before the due date', () => {
  it('offers any amount from ₱50 to the payoff on the instalment page, where nothing is due', async () => {
    expect(CONTRACT_MIN).toBe(MIN_PAYMENT_AMOUNT);
    await resetDemoOrder(t.db, 'order-174-delay', await getBusinessDate(t.db, t.clock.now));
    const { loan, bd } = await state();
    const res = await t.call('loanPlayDetail', { sessionId: maria, body: order });
    const info = res.body.data as InstalmentInfo;
    expect(info.repayAmount).toBe(0);
    expect(info.minAmount).toBe(5_000);
    // Principal, fees and the interest of the days kept: interest not yet earned is never taken (issue 40, D1).
    expect(info.maxAmount).toBe(payoffQuote(loan, bd).payoffAmount);
    expect(info.maxAmount).toBeLessThan(accrue(loan, bd).outstandingAmount);
    expect(info.noticeMsg).toContain('You can pay ahead any amount from ₱50.00');
    // The page opens on the most it takes (nothing is due): its preview comes with the page, as repayPreview
    // would answer it, so the first paint already shows it.
    const { allocation: _, ...opening } = previewPayment(loan, info.maxAmount, bd);
    expect(info.preview).toEqual(opening);
    // Before the window the loan is not settled early: the rest of the term's interest stays owed if it runs on.
    expect(info.preview?.balanceAfterAmount).toBe(accrue(loan, bd).outstandingAmount - info.maxAmount);
    expect((await preview(maria, info.maxAmount)).body.data).toEqual(info.preview);
  });

  it('previews how an amount is applied, and refuses amounts outside the range with clear messages', async () => {
    const { loan, bd } = await state();
    const res = await preview(maria, 100_000);
    expect(res.body.message).toBe('success');
    const { allocation: _, ...engine } = previewPayment(loan, 100_000, bd);
    expect(res.body.data as RepayPreview).toEqual(engine);
    expect((res.body.data as RepayPreview).balanceAfterAmount).toBe(
      accrue(loan, bd).outstandingAmount - 100_000,
    );

    const low = await preview(maria, 4_999);
    expect(low.body).toMatchObject({
      code: ErrorCode.Validation,
      message: 'The smallest payment is ₱50.00.',
    });
    const max = payoffQuote(loan, bd).payoffAmount;
    const high = await preview(maria, max + 1);
    expect(high.body.code).toBe(ErrorCode.Validation);
    // Before the prepayment window the most does not pay the loan off (issue 40, D1).
    expect(high.body.message).toMatch(
      /^The most you can pay today is ₱[\d,.]+: interest is taken only for the days you have had the loan\.$/,
    );
    expect(high.status).toBeLessThan(500);

    const foreign = await preview(jose, 100_000);
    const missing = await preview(jose, 100_000, { ...order, orderId: 'PT9999999999' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
  });

  it('takes a part payment then another through the pay code and ledger, each posted once', async () => {
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order.orderId).execute();
    const before = await state();
    const outstanding = accrue(before.loan, before.bd).outstandingAmount;
    for (const amount of [100_000, 5_000]) {
      const res = await t.call('generateVcode', {
        sessionId: maria,
        body: { ...order, amount, channelNumber: 'GCSH' },
      });
      expect(res.body.message).toBe('success');
      const code = res.body.data as GenerateVcode;
      expect(code.amount).toBe(amount);
      expect((await sandboxPay(code.referenceNo)).statusCode).toBe(303);
      // Pressed again: nothing more moves.
      await sandboxPay(code.referenceNo);
    }
    const entries = await t.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('posted_at')
      .execute();
    expect(entries.map((e) => [e.amount, e.applied_amount, e.remainder_amount])).toEqual([
      [100_000, 100_000, 0],
      [5_000, 5_000, 0],
    ]);
    const after = await state();
    expect(accrue(after.loan, after.bd).outstandingAmount).toBe(outstanding - 105_000);
    const details = (await t.call('loanDetails', { sessionId: maria, query: order })).body
      .data as OrderDetails;
    expect(details.userOrderDetail.detail.find((d) => d.text === 'Outstanding amount')?.value).toBe(
      outstanding - 105_000,
    );
  });

  it('refuses below ₱50 and above the payoff at generate-vcode too', async () => {
    const { loan, bd } = await state();
    const vcode = (amount: number) =>
      t.call('generateVcode', { sessionId: maria, body: { ...order, amount, channelNumber: 'GCSH' } });
    expect((await vcode(4_000)).body.message).toBe('The smallest payment is ₱50.00.');
    const max = accrue(loan, bd).outstandingAmount;
    expect((await vcode(max + 100)).body.code).toBe(ErrorCode.Validation);
  });
});

describe('rollover on the day of disbursement', () => {
  it('is not offered, and the order says from when it is', async () => {
    const bd = await getBusinessDate(t.db, t.clock.now);
    await resetDemoOrder(t.db, 'order-174-delay', bd);
    await t.db
      .updateTable('orders')
      .set({ disbursed_on: bd, period_start_on: bd })
      .where('id', '=', order.orderId)
      .execute();
    const details = (await t.call('loanDetails', { sessionId: maria, query: order })).body
      .data as OrderDetails;
    expect(details.isDelay).toBe(0);
    expect(details.delayFromOn).toBe(addDays(bd, 1));
    const delay = await t.call('delayInfo', { sessionId: maria, body: order });
    expect(delay.body.code).toBe(ErrorCode.Conflict);
  });
});
