// @module-tag database: the money of issue 40 posted through pay codes and the ledger, on PGlite and PostgreSQL
// Issue 40, D1, D2, D3 and D4, reproduced through the calls the H5 makes on the demo scenarios the issue names; and the
// identity loan + charges − waivers − paid = outstanding on every demo order's details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails } from '@pautang/contract/loans';
import type { ContactLog } from '@pautang/contract/collections';
import type { DelayInfo, InstalmentInfo, PaymentRecords } from '@pautang/contract/repayment';
import { accrue, addDays } from '@pautang/loan-engine';
import { DEMO_ORDER_SPECS } from '../../demo/index';
import { resetDemoOrder } from '../../demo/index';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../../../test-helper';
import { payOnSandbox } from '../../../testing/payments';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from './loan-state';

let t: TestApp;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const userId of new Set(Object.values(DEMO_ORDER_SPECS).map((spec) => spec.userId))) {
    sessions[userId] = await t.signIn(userId, 100_000);
  }
});
afterAll(() => t.close());

const cardPrompt = { orderId: 'PT0000000302', productId: 'prod-quick-5k' };
const delayOrder = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };
const maria = () => sessions['10001']!;

const businessDate = () => getBusinessDate(t.db, t.clock.now);
const moveDays = async (days: number) => {
  const res = await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days } });
  expect(res.statusCode).toBe(200);
};
const details = async (order: { orderId: string }, session = maria()) => {
  const res = await t.call('loanDetails', { sessionId: session, query: { orderId: order.orderId } });
  expect(res.body.message).toBe('success');
  return res.body.data as OrderDetails;
};
const value = (d: OrderDetails, text: string) =>
  d.userOrderDetail.detail.find((row) => row.text === text)?.value as number | undefined;

/** Pays `amount` through a pay code and the sandbox gateway's page, as the H5's channel sheet does. */
const pay = async (order: typeof delayOrder, amount: number, isDelay: 0 | 1 = 0): Promise<void> => {
  await payOnSandbox(t, maria(), order, amount, isDelay);
};

const CHARGE_ROW =
  /^(Interest|Fees|Late penalty|Late interest|Legal charges|Enforcement costs)( \(period \d+\))?$|^Charges of periods? 1/;

/** What the order details screen says adds up: loan + charges − waivers − paid = outstanding. */
function expectItAddsUp(d: OrderDetails): void {
  const rows = d.userOrderDetail.detail;
  const outstanding = value(d, 'Outstanding amount');
  if (outstanding === undefined) return; // not disbursed: a quote, not a loan
  const charges = rows
    .filter((row) => CHARGE_ROW.test(row.text))
    .reduce((t, row) => t + Number(row.value), 0);
  const shown =
    Number(value(d, 'Loan amount')) +
    charges -
    Number(value(d, 'Penalty waived') ?? 0) -
    Number(value(d, 'Amount paid') ?? 0);
  expect(shown, d.orderId).toBe(outstanding);
}

/** Every peso the ledger applied to the order: what "Amount paid" must show. */
async function ledgerApplied(orderId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .select('applied_amount')
    .where('order_id', '=', orderId)
    .execute();
  return rows.reduce((total, row) => total + row.applied_amount, 0);
}

describe('D1 on order-card-prompt: paying ahead never costs more', () => {
  it('₱1,000 on day 10 takes ten days of interest, and closing on day 50 costs ₱5,575.00 in all', async () => {
    await resetDemoOrder(t.db, 'order-card-prompt', addDays(await businessDate(), -5));
    const opening = (await t.call('loanPlayDetail', { sessionId: maria(), body: cardPrompt })).body
      .data as InstalmentInfo;
    // Principal, fees and ten days' interest: nothing of days not yet borrowed is taken.
    expect(opening.maxAmount).toBe(500_000 + 20_000 + 7_500);
    await pay(cardPrompt, 100_000);
    const row = await t.db
      .selectFrom('orders')
      .select('instalments_paid')
      .where('id', '=', cardPrompt.orderId)
      .executeTakeFirstOrThrow();
    expect(row.instalments_paid[0]).toMatchObject({
      feesAmount: 20_000,
      interestAmount: 7_500,
      principalAmount: 72_500,
    });
    await moveDays(40);
    const d = await details(cardPrompt);
    // Without the part payment: ₱5,000 + ₱200 + 50 days at ₱7.50 = ₱5,575.00. With it, the same.
    expect(100_000 + Number(value(d, 'To pay off today'))).toBe(557_500);
    expect(value(d, 'Amount paid')).toBe(100_000);
    expectItAddsUp(d);
  });
});

describe('D2 on order-174-delay: a rollover after a payment ahead', () => {
  it('is not offered for ₱0 on the day of the payment; the next day it costs a day and credits what was paid', async () => {
    await resetDemoOrder(t.db, 'order-174-delay', await businessDate());
    await pay(delayOrder, 100_000);
    const sameDay = await details(delayOrder);
    expect(sameDay.isDelay).toBe(0);
    expect(sameDay.delayFromOn).toBe(addDays(await businessDate(), 1));
    const refused = await t.call('delayInfo', { sessionId: maria(), body: delayOrder });
    expect(refused.body.code).toBe(ErrorCode.Conflict);

    await moveDays(1);
    const nextDay = await details(delayOrder);
    expect(nextDay.isDelay).toBe(1);
    const delay = (await t.call('delayInfo', { sessionId: maria(), body: delayOrder })).body
      .data as DelayInfo;
    // One day's interest (flat: on the ₱5,000 lent); the ₱1,000 took fees ₱200, 20 days' interest ₱150 and ₱650
    // of principal, so the renewal lends ₱4,350 and charges its 91 days once: ₱593.78, not ₱666.46 on ₱4,882.50.
    expect(delay.delayInfo.delayAmount).toBe(750);
    expect(delay.renewalStatement.totalAmount).toBe(435_000 + 59_378);
    await pay(delayOrder, 750, 1);
    const renewed = await details(delayOrder);
    expect(value(renewed, 'Outstanding amount')).toBe(435_000 + 59_378);
    expect(value(renewed, 'Amount paid')).toBe(100_750);
    expectItAddsUp(renewed);
  });
});

describe('D4 on order-174-delay: order details after a rollover add up', () => {
  it('₱250, the ₱100 rollover, then ₱100: every payment is "Amount paid", each period labelled', async () => {
    await resetDemoOrder(t.db, 'order-174-delay', await businessDate());
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', delayOrder.orderId).execute();
    await pay(delayOrder, 25_000);
    const delay = (await t.call('delayInfo', { sessionId: maria(), body: delayOrder })).body
      .data as DelayInfo;
    expect(delay.delayInfo.delayAmount).toBe(10_000);
    await pay(delayOrder, 10_000, 1);
    const rolled = await details(delayOrder);
    expect(value(rolled, 'Amount paid')).toBe(35_000);
    expect(rolled.userOrderDetail.detail.map((row) => row.text)).toEqual(
      expect.arrayContaining([
        'Interest (period 1)',
        'Fees (period 1)',
        'Interest (period 2)',
        'Fees (period 2)',
      ]),
    );
    expect(value(rolled, 'Interest')).toBeUndefined();
    expectItAddsUp(rolled);

    await pay(delayOrder, 10_000);
    const after = await details(delayOrder);
    expect(value(after, 'Amount paid')).toBe(45_000);
    expect(await ledgerApplied(delayOrder.orderId)).toBe(45_000);
    const records = (await t.call('paymentRecords', { sessionId: maria(), body: delayOrder })).body
      .data as PaymentRecords;
    expect(records.records.reduce((total, r) => total + r.amount, 0)).toBe(45_000);
    expectItAddsUp(after);
  });

  it('adds up on every demo order, as seeded', async () => {
    const bd = await businessDate();
    for (const [scenario, spec] of Object.entries(DEMO_ORDER_SPECS)) {
      await resetDemoOrder(t.db, scenario, bd);
      const res = await t.call('loanDetails', {
        sessionId: sessions[spec.userId]!,
        query: { orderId: spec.id },
      });
      expect(res.body.message, scenario).toBe('success');
      expectItAddsUp(res.body.data as OrderDetails);
    }
  });
});

describe('D3 on order-180: a whole waiver stays whole when it says so, and the borrower is told which', () => {
  const order180 = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };

  async function waive(mode: 'owed-now' | 'stop-late-charges') {
    const [mario, liza] = await Promise.all([staffCookie(t, 'collector'), staffCookie(t, 'collector2')]);
    const log = (await staffCall(t, mario, 'consoleContactLog', { id: order180.orderId })).data as ContactLog;
    // Ten days late: the whole penalty is ₱408.33 (the lender's 5 %-a-month cap).
    expect(log.order?.penaltyOwedAmount).toBe(40_833);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order180.orderId)
      .executeTakeFirstOrThrow();
    const bd = await businessDate();
    const late = (on: string) => {
      const owed = accrue(loanStateOf(row), on).owed;
      return owed.penaltyAmount + owed.lateInterestAmount;
    };
    // What the dialog states for "waive what is owed now": what can still accrue in 30 days.
    expect(log.order?.lateChargesOutlookAmount).toBe(late(addDays(bd, 30)) - late(bd));
    const proposed = await staffCall(t, mario, 'consoleWaivePenalty', {
      id: order180.orderId,
      amount: 40_833,
      mode,
      reason: 'Hardship: hospital stay.',
    });
    // Maker-checker always: pending until a second collector approves.
    expect(proposed.data).toMatchObject({ status: 'pending' });
    const { approvalId } = proposed.data as { approvalId: string };
    expect(
      (await staffCall(t, liza, 'consoleDecideApproval', { id: approvalId, decision: 'approve' })).code,
    ).toBe(0);
  }

  it('"waive and stop late charges on this order": thirty days later nothing more has accrued', async () => {
    await resetDemoOrder(t.db, 'order-180', await businessDate());
    await t.db.deleteFrom('penalty_waivers').where('order_id', '=', order180.orderId).execute();
    await waive('stop-late-charges');
    const stoppedOn = await businessDate();
    const now = await details(order180);
    expect(now.waiverEffect).toBe('stopped');
    expect(now.lateChargesStoppedOn).toBe(stoppedOn);
    expect(value(now, 'Late penalty')).toBe(40_833);
    expect(value(now, 'Penalty waived')).toBe(40_833);
    expectItAddsUp(now);

    await moveDays(30);
    const later = await details(order180);
    // Before: the penalty came back at ₱591.67 (the ₱1,000 cap less the waiver), and the borrower was never told.
    expect(value(later, 'Outstanding amount')).toBe(value(now, 'Outstanding amount'));
    expect(value(later, 'Late interest')).toBeUndefined();
    expect(value(later, 'Late penalty')).toBe(40_833);
    expectItAddsUp(later);
    const records = (await t.call('paymentRecords', { sessionId: maria(), body: order180 })).body
      .data as PaymentRecords;
    expect(records.waivers.map((w) => [w.amount, w.mode])).toEqual([[40_833, 'stop-late-charges']]);
  });

  it('"waive what is owed now": late charges go on while overdue, and the order says so', async () => {
    await resetDemoOrder(t.db, 'order-180', await businessDate());
    await t.db.deleteFrom('penalty_waivers').where('order_id', '=', order180.orderId).execute();
    await waive('owed-now');
    const now = await details(order180);
    expect(now.waiverEffect).toBe('go-on');
    expect(value(now, 'Outstanding amount')).toBe(2_450_000);
    await moveDays(30);
    const later = await details(order180);
    expect(later.waiverEffect).toBe('go-on');
    // The penalty grows back to its ₱1,000 less the waiver, as the dialog said it could.
    expect(Number(value(later, 'Late penalty')) - Number(value(later, 'Penalty waived'))).toBe(59_167);
    expectItAddsUp(later);
  });
});

describe('a refund balance applied to an overdue order of the same borrower', () => {
  const order180 = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };

  /** ₱350 a payment on Maria's other order brought in that no loan took: owed back to her. */
  async function refundOwed(id: string) {
    const bd = await businessDate();
    await resetDemoOrder(t.db, 'order-180', bd);
    await resetDemoOrder(t.db, 'order-174-delay', bd);
    await t.db.deleteFrom('ledger_entries').where('order_id', '=', order180.orderId).execute();
    await t.db.deleteFrom('payments').where('user_id', '=', '10001').where('refund_amount', '>', 0).execute();
    const at = t.clock.now.toISOString();
    await t.db
      .insertInto('payments')
      .values({
        id,
        user_id: '10001',
        order_id: delayOrder.orderId,
        kind: 'repay',
        channel: 'GCSH',
        amount: 35_000,
        status: 'paid',
        refund_amount: 35_000,
        quoted_on: bd,
        gateway: 'sandbox',
        pay_url: 'http://localhost/pay',
        expires_at: at,
        paid_at: at,
        refunded_at: null,
      })
      .execute();
  }

  it('is offered on the overdue order, applied once, and recorded as such on both orders and the ledger', async () => {
    await refundOwed('PTESTREFUND1');
    const before = await details(order180);
    expect(before.orderStatus).toBe(180);
    expect(before.refundBalanceAmount).toBe(35_000);
    const outstanding = Number(value(before, 'Outstanding amount'));

    const res = await t.call('applyRefundBalance', { sessionId: maria(), body: order180 });
    expect(res.body.data).toEqual({ appliedAmount: 35_000, balanceAfterAmount: outstanding - 35_000 });
    const after = await details(order180);
    expect(value(after, 'Outstanding amount')).toBe(outstanding - 35_000);
    expect(value(after, 'Amount paid')).toBe(35_000);
    expect(after.refundBalanceAmount).toBe(0);
    expectItAddsUp(after);

    // Recorded as such: a payment from the refund balance, on the ledger of the overdue order; the refund returned
    // to that loan, which the other order's page says.
    const posted = await t.db
      .selectFrom('payments')
      .innerJoin('ledger_entries', 'ledger_entries.payment_id', 'payments.id')
      .select(['payments.channel', 'payments.gateway', 'ledger_entries.applied_amount'])
      .where('payments.order_id', '=', order180.orderId)
      .execute();
    expect(posted).toEqual([{ channel: 'REFUND', gateway: 'refund-balance', applied_amount: 35_000 }]);
    const source = await t.db
      .selectFrom('payments')
      .select(['refunded_at', 'refunded_to'])
      .where('id', '=', 'PTESTREFUND1')
      .executeTakeFirstOrThrow();
    expect(source.refunded_at).not.toBeNull();
    expect(source.refunded_to).toBe('your overdue loan PT0000000180');
    expect((await details(delayOrder)).refundMsg).toMatch(
      /^Refunded ₱350\.00 to your overdue loan PT0000000180 on /,
    );

    const again = await t.call('applyRefundBalance', { sessionId: maria(), body: order180 });
    expect([again.body.code, again.body.message]).toEqual([
      ErrorCode.Conflict,
      'There is no refund balance to apply to this loan.',
    ]);
    // Only to an overdue loan.
    const notOverdue = await t.call('applyRefundBalance', { sessionId: maria(), body: delayOrder });
    expect(notOverdue.body.code).toBe(ErrorCode.Conflict);
  });

  it('staff may apply it too, audited; borrower and staff at once move the money once', async () => {
    await refundOwed('PTESTREFUND2');
    const mario = await staffCookie(t, 'collector');
    const [borrower, staff] = await Promise.all([
      t.call('applyRefundBalance', { sessionId: maria(), body: order180 }),
      staffCall(t, mario, 'consoleApplyRefundBalance', { id: order180.orderId }),
    ]);
    expect([borrower.body.code, staff.code].sort()).toEqual([0, ErrorCode.Conflict].sort());
    const posted = await t.db
      .selectFrom('ledger_entries')
      .select('applied_amount')
      .where('order_id', '=', order180.orderId)
      .execute();
    expect(posted).toEqual([{ applied_amount: 35_000 }]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['note'])
      .where('action', '=', 'collections.refund-applied')
      .where('subject_id', '=', order180.orderId)
      .execute();
    expect(audited).toHaveLength(staff.code === 0 ? 1 : 0);
    if (staff.code !== 0) {
      // The staff path on its own, once the balance is back: audited with what was applied.
      await refundOwed('PTESTREFUND3');
      expect((await staffCall(t, mario, 'consoleApplyRefundBalance', { id: order180.orderId })).code).toBe(0);
      const notes = await t.db
        .selectFrom('audit_log')
        .select(['note'])
        .where('action', '=', 'collections.refund-applied')
        .where('subject_id', '=', order180.orderId)
        .execute();
      expect(notes.map((n) => n.note)).toContain(
        'Refund balance of ₱350.00 applied to overdue order PT0000000180',
      );
    }
  });
});
