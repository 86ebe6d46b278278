// @module-tag database: random sequences of payments and rollovers posted through the ledger, on PGlite and PostgreSQL
// Issue 40: the engine's properties (money-properties.test.ts in packages/loan-engine) over random sequences, held
// where the money is stored: each payment and rollover posted by the same ledger posting a gateway's postback
// makes, on order-174-delay, with the business date moving between them. After every step:
// - D1: no interest was taken for a day not yet borrowed (what the order holds as paid interest ≤ what the days
//   since the period started earned);
// - D2: a rollover charged the period it closed interest only for the days it ran;
// - D4: order details add up (loan + charges − waivers − paid = outstanding) and "Amount paid" is the ledger's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderDetails } from '@pautang/contract/loans';
import {
  accrue,
  addDays,
  daysBetween,
  payableRange,
  quoteRollover,
  type LoanState,
} from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { postTestPayment } from '../../../testing/payments';
import { loanStateOf } from './loan-state';

let t: TestApp;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  maria = await t.signIn('10001', 1_000_000);
});
afterAll(() => t.close());

const order = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };
const businessDate = () => getBusinessDate(t.db, t.clock.now);
const moveDays = async (days: number) => {
  if (days === 0) return;
  const res = await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days } });
  expect(res.statusCode).toBe(200);
};
const loanNow = async (): Promise<LoanState> =>
  loanStateOf(
    await t.db.selectFrom('orders').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow(),
  );

const CHARGE_ROW =
  /^(Interest|Fees|Late penalty|Late interest|Legal charges|Enforcement costs)( \(period \d+\))?$|^Charges of periods? 1/;

type Step = { afterDays: number; kind: 'repay' | 'rollover'; share: number };
const step = fc.record({
  afterDays: fc.integer({ min: 0, max: 25 }),
  kind: fc.constantFrom('repay' as const, 'repay' as const, 'rollover' as const),
  // A share (in ten-thousandths) of what is payable today, for a repayment.
  share: fc.integer({ min: 0, max: 10_000 }),
});

let seq = 0;

async function runSequence(disbursedDaysAgo: number, steps: readonly Step[]): Promise<void> {
  const bd = await businessDate();
  // The order as seeded, disbursed `disbursedDaysAgo` days before today, with nothing posted.
  await resetDemoOrder(t.db, 'order-174-delay', addDays(bd, 20 - disbursedDaysAgo));
  await t.db.deleteFrom('ledger_entries').where('order_id', '=', order.orderId).execute();
  for (const s of steps) {
    await moveDays(s.afterDays);
    const today = await businessDate();
    const before = await loanNow();
    const kind = s.kind;
    let amount: number;
    if (kind === 'rollover') {
      const quote = quoteRollover(before, today);
      if (!quote.allowed) continue;
      amount = quote.delayAmount;
    } else {
      const range = payableRange(before, today);
      if (range.maxAmount === 0) continue;
      amount = range.minAmount + Math.floor(((range.maxAmount - range.minAmount) * s.share) / 10_000);
    }
    await postTestPayment(t, { id: `SEQ${++seq}`, orderId: order.orderId, userId: '10001', kind, amount });
    const after = await loanNow();

    // D1: interest is paid only for days already borrowed.
    const periodStart = after.periodStartOn ?? after.disbursedOn!;
    const earned = accrue({ ...after, instalmentsPaid: [], settledOn: after.settledOn ?? today }, today);
    const paidInterest = (after.instalmentsPaid ?? []).reduce((t, row) => t + (row.interestAmount ?? 0), 0);
    expect(paidInterest).toBeLessThanOrEqual(earned.owed.interestAmount);

    // D2: a rollover charged the closed period interest only for the days it ran.
    if (kind === 'rollover' && (after.rolloverCount ?? 0) > (before.rolloverCount ?? 0)) {
      const closed = accrue({ ...before, settledOn: today }, today);
      const sum = (pick: (row: (typeof closed.instalments)[number]) => number) =>
        closed.instalments.reduce((total, row) => total + pick(row), 0);
      const interestCharged =
        (after.rolledOverChargesAmount ?? 0) -
        (before.rolledOverChargesAmount ?? 0) -
        sum((row) => row.paid.feesAmount) -
        sum((row) => row.charged.penaltyAmount + row.charged.lateInterestAmount);
      const start = before.periodStartOn ?? before.disbursedOn!;
      const days = Math.min(before.termDays, daysBetween(start, today));
      const principal = before.principalAmount - (before.principalRepaidAmount ?? 0);
      expect(interestCharged).toBeLessThanOrEqual(
        Math.round((principal * before.terms.interestRateBpPerDay * days) / 10_000) + 1,
      );
      expect(periodStart).toBe(today);
    }

    // D4: the screen adds up, and "Amount paid" is every peso the ledger applied.
    const res = await t.call('loanDetails', { sessionId: maria, query: { orderId: order.orderId } });
    const d = res.body.data as OrderDetails;
    const rows = d.userOrderDetail.detail;
    const value = (text: string) => Number(rows.find((r) => r.text === text)?.value ?? 0);
    const charges = rows.filter((r) => CHARGE_ROW.test(r.text)).reduce((t, r) => t + Number(r.value), 0);
    expect(value('Loan amount') + charges - value('Penalty waived') - value('Amount paid')).toBe(
      value('Outstanding amount'),
    );
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select('applied_amount')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(value('Amount paid')).toBe(ledger.reduce((total, e) => total + e.applied_amount, 0));
  }
}

describe('random sequences through the ledger (issue 40, D1, D2, D4)', () => {
  it('hold the engine’s money rules where the money is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 80 }),
        fc.array(step, { minLength: 1, maxLength: 4 }),
        runSequence,
      ),
      { numRuns: 25 },
    );
    // The sequences posted money (not every step was refused).
    expect(seq).toBeGreaterThan(25);
  }, 240_000);
});
