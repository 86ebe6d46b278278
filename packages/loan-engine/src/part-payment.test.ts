import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { addDays } from './dates';
import type { InstalmentBucket, LoanState } from './loan';
import { mulDiv, sumAmounts } from './money';
import { MIN_PAYMENT_AMOUNT, payableRange, previewPayment } from './part-payment';
import { payoffQuote, prepaymentWindow } from './prepayment';
import { INTEREST_METHODS, offerFromProduct } from './product';
import { buildSchedule, interestAccruedBy } from './schedule';
import { demoLoan, DISBURSED_ON } from './test-loans';

describe('payableRange and previewPayment', () => {
  it('lets a new 91-day loan be paid ahead on day 10, with only the interest earned before the window', () => {
    const loan = demoLoan('prod-quick-5k');
    // Principal, fees and ten days' interest: the interest of days not yet borrowed is never taken (issue 40, D1).
    expect(payableRange(loan, '2026-01-11')).toEqual({ minAmount: 5_000, maxAmount: 527_500, dueAmount: 0 });
    // ₱1,000 on day 10: fees ₱200 first, then the ten days' interest (₱75.00), then ₱725.00 of principal.
    expect(previewPayment(loan, 100_000, '2026-01-11')).toMatchObject({
      feesAmount: 20_000,
      interestAmount: 7_500,
      principalAmount: 72_500,
      penaltyAmount: 0,
      balanceAfterAmount: 488_250,
    });
  });

  it('offers the payoff quote inside the window, and a balance under ₱50 whole', () => {
    const loan = demoLoan('prod-quick-5k');
    expect(payableRange(loan, '2026-02-16').maxAmount).toBe(554_500);
    const nearly = allocatePayment(loan, 554_500 - 1_000, '2026-02-16').loan;
    expect(payableRange(nearly, '2026-02-16')).toEqual({ minAmount: 1_000, maxAmount: 1_000, dueAmount: 0 });
    expect(payableRange(demoLoan('prod-quick-5k', { disbursedOn: null }), '2026-02-16').maxAmount).toBe(0);
  });
});

describe('any payment on any day (property)', () => {
  const loans = fc
    .record({
      product: fc.constantFrom(...CATALOGUE),
      principalAmount: fc.integer({ min: 100_000, max: 2_000_000 }),
      termDays: fc.integer({ min: 91, max: 365 }),
      instalmentCount: fc.integer({ min: 1, max: 4 }),
      interestRateBpPerDay: fc.integer({ min: 0, max: 20 }),
      interestMethod: fc.constantFrom(...INTEREST_METHODS),
      clientType: fc.constantFrom('new' as const, 'repeat' as const),
    })
    .map(({ product, clientType, principalAmount, termDays, ...terms }): LoanState => {
      const offer = offerFromProduct(product);
      return {
        ...offer,
        principalAmount,
        termDays,
        terms: { ...offer.terms, ...terms, maxRollovers: 0 },
        clientType,
        disbursedOn: DISBURSED_ON,
      };
    });
  // A day from disbursement to 120 days past the longest term (before due, on due, overdue), and a share (in
  // ten-thousandths) of the payable range.
  const cases = fc.record({
    loan: loans,
    day: fc.integer({ min: 0, max: 485 }),
    share: fc.integer({ min: 0, max: 10_000 }),
  });
  // What paying the most payable today leaves: nothing when it settles the loan (the window open, or all due);
  // before the window, the interest of days not yet borrowed, still owed if the loan runs on (issue 40, D1).
  const leftAfterMax = (loan: LoanState, on: string) =>
    payoffQuote(loan, on).allowed ? 0 : accrue(loan, on).outstandingAmount - payableRange(loan, on).maxAmount;
  const amountOf = (range: { minAmount: number; maxAmount: number }, share: number) =>
    range.minAmount + mulDiv([range.maxAmount - range.minAmount, share], 10_000, 'floor');

  it('allocates exactly the amount, never above what each component owes, and the payoff leaves nothing', () => {
    fc.assert(
      fc.property(cases, ({ loan, day, share }) => {
        const on = addDays(DISBURSED_ON, day);
        const range = payableRange(loan, on);
        expect(range.minAmount).toBe(Math.min(MIN_PAYMENT_AMOUNT, range.maxAmount));
        const amount = amountOf(range, share);
        const allocation = allocatePayment(loan, amount, on);
        expect(sumAmounts(allocation.lines.map((l) => l.amount))).toBe(allocation.appliedAmount);
        expect(allocation.appliedAmount).toBe(amount);
        expect(allocation.remainderAmount).toBe(0);
        const owed = accrue(loan, on);
        for (const line of allocation.lines) {
          const cap =
            line.instalmentIndex === null
              ? owed.owed[`${line.bucket}Amount`]
              : owed.instalments[line.instalmentIndex - 1]!.owed[`${line.bucket as InstalmentBucket}Amount`];
          expect(line.amount).toBeLessThanOrEqual(cap);
        }
        const preview = previewPayment(loan, amount, on);
        expect(preview.balanceAfterAmount).toBe(accrue(allocation.loan, on).outstandingAmount);
        const full = allocatePayment(loan, range.maxAmount, on);
        expect(full.remainderAmount).toBe(0);
        expect(accrue(full.loan, on).outstandingAmount).toBe(leftAfterMax(loan, on));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('charges interest no higher than accrued to the day, inside the window or after', () => {
    fc.assert(
      fc.property(cases, ({ loan, day, share }) => {
        const on = addDays(DISBURSED_ON, day);
        fc.pre(prepaymentWindow(loan, on).allowed);
        const amount = amountOf(payableRange(loan, on), share);
        const accrued = sumAmounts(
          buildSchedule(loan, DISBURSED_ON).instalments.map((r) => interestAccruedBy(r, on)),
        );
        expect(previewPayment(loan, amount, on).interestAmount).toBeLessThanOrEqual(accrued);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('costs the same paid in part then the rest as paid in full, to the centavo, on any day', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 9_999 }), ({ loan, day }, share) => {
        const on = addDays(DISBURSED_ON, day);
        const range = payableRange(loan, on);
        fc.pre(range.maxAmount > MIN_PAYMENT_AMOUNT * 2);
        const part = Math.max(MIN_PAYMENT_AMOUNT, mulDiv([range.maxAmount, share], 10_000, 'floor'));
        const first = allocatePayment(loan, part, on);
        const rest = payableRange(first.loan, on);
        expect(rest.maxAmount).toBe(range.maxAmount - part);
        if (rest.maxAmount === 0) return;
        const second = allocatePayment(first.loan, rest.maxAmount, on);
        expect(second.remainderAmount).toBe(0);
        expect(first.appliedAmount + second.appliedAmount).toBe(range.maxAmount);
        expect(accrue(second.loan, on).outstandingAmount).toBe(leftAfterMax(loan, on));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
