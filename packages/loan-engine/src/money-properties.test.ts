// Issue 40, D1, D2 and D4: properties over random sequences of payments and rollovers on every demo product. Each
// failed on the engine before the fix (a payment before the prepayment window took the whole term's interest).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { CATALOGUE } from './catalogue';
import { interestForDays } from './charges';
import { addDays, daysBetween } from './dates';
import { normalizeLoan, type LoanState } from './loan';
import { payoffQuote } from './prepayment';
import { offerFromProduct } from './product';
import { orderFigures } from './order-figures';
import { applyRollover, quoteRollover } from './rollover';

import { anyLoan, anySteps, pay, rollover, run } from './test-loans';

/** What closing the loan on `date` costs: the payoff inside the window, otherwise the balance as scheduled. */
function closingAmount(loan: LoanState, date: string): number {
  const payoff = payoffQuote(loan, date);
  return payoff.allowed ? payoff.payoffAmount : accrue(loan, date).outstandingAmount;
}

describe('D1: paying ahead never costs more', () => {
  it('on order-card-prompt (Quick ₱5,000, 91 days): ₱1,000 on day 10, then closing on day 50 costs ₱5,575.00', () => {
    const loan: LoanState = {
      ...offerFromProduct(CATALOGUE[0]!),
      clientType: 'new',
      disbursedOn: '2026-01-01',
    };
    const paid = allocatePayment(loan, 100_000, addDays('2026-01-01', 10));
    // Fees ₱200, the interest of the ten days kept (₱75.00), the rest principal: never the term's ₱682.50.
    expect(paid.applied.feesAmount).toBe(20_000);
    expect(paid.applied.interestAmount).toBe(7_500);
    expect(paid.applied.principalAmount).toBe(72_500);
    const day50 = addDays('2026-01-01', 50);
    expect(100_000 + payoffQuote(paid.loan, day50).payoffAmount).toBe(557_500);
    expect(payoffQuote(loan, day50).payoffAmount).toBe(557_500);
  });

  it('no payment, at any time, raises what closing the loan costs in all on any later day', () => {
    fc.assert(
      fc.property(
        anyLoan,
        fc.array(fc.oneof(pay, pay, rollover, waive), { maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 5_000, max: 3_000_000 }),
        fc.array(pay, { maxLength: 3 }),
        fc.integer({ min: 0, max: 200 }),
        (loan, before, extraAfterDays, extraAmount, after, closeAfterDays) => {
          const prefix = run(loan, before);
          const extraOn = addDays(prefix.date, extraAfterDays);
          const extra = allocatePayment(prefix.loan, extraAmount, extraOn);
          const withExtra = run(extra.loan, after, extraOn);
          const without = run(prefix.loan, after, extraOn);
          const closeOn = addDays(withExtra.date, closeAfterDays);
          const totalWith =
            extra.appliedAmount + withExtra.paidAmount + closingAmount(withExtra.loan, closeOn);
          const totalWithout = without.paidAmount + closingAmount(without.loan, closeOn);
          expect(totalWith).toBeLessThanOrEqual(totalWithout);
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);
});

describe('D2: no interest is charged twice for the same day', () => {
  it('on order-174-delay: ₱1,000 on day 20, then a rollover that day costs ₱0 and is not offered', () => {
    const loan: LoanState = {
      ...offerFromProduct(CATALOGUE[0]!),
      clientType: 'new',
      disbursedOn: '2026-01-01',
    };
    const day20 = addDays('2026-01-01', 20);
    const paid = allocatePayment(loan, 100_000, day20).loan;
    const quote = quoteRollover(paid, day20);
    expect(quote.delayAmount).toBe(0);
    expect(quote).toMatchObject({ allowed: false, refusal: 'nothing-to-pay' });
    // The next day it costs one day's interest (flat: on the principal lent), and the renewal lends only what is
    // still owed.
    const next = quoteRollover(paid, addDays(day20, 1));
    expect(next.allowed).toBe(true);
    const principalLeft = 500_000 - 65_000;
    expect(next.delayAmount).toBe(interestForDays(500_000, 15, 1));
    expect(next.nextPeriodChargesAmount).toBe(interestForDays(principalLeft, 15, 91));
  });

  it('never takes interest for a day not yet borrowed, so none is there to be charged again', () => {
    fc.assert(
      fc.property(anyLoan, anySteps, (start, steps) => {
        const { loan, date } = run(start, steps);
        const earned = accrue({ ...loan, settledOn: loan.settledOn ?? date }, date);
        for (const row of earned.instalments) {
          // What the period may charge for the days up to today bounds what was paid as interest.
          const unpaid = { ...loan, instalmentsPaid: [], settledOn: loan.settledOn ?? date };
          const accrued = accrue(unpaid, date).instalments[row.index - 1]!.charged.interestAmount;
          expect(row.paid.interestAmount).toBeLessThanOrEqual(accrued);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('over random sequences, each period closed by a rollover is charged interest only for the days it ran', () => {
    fc.assert(
      fc.property(anyLoan, anySteps, (start, steps) => {
        let loan = start;
        let date = '2026-01-01';
        for (const step of steps) {
          date = addDays(date, step.afterDays);
          if (step.kind === 'pay') {
            loan = allocatePayment(loan, step.amount, date).loan;
            continue;
          }
          const quote = quoteRollover(loan, date);
          if (!quote.allowed) continue;
          const state = normalizeLoan(loan);
          const period = accrue({ ...loan, settledOn: date }, date);
          const rolled = applyRollover(loan, quote.delayAmount, date).loan;
          const feesPaid = period.instalments.reduce((t, row) => t + row.paid.feesAmount, 0);
          const late = period.instalments.reduce(
            (t, row) => t + row.charged.penaltyAmount + row.charged.lateInterestAmount,
            0,
          );
          const interestCharged =
            (rolled.rolledOverChargesAmount ?? 0) - state.rolledOverChargesAmount - feesPaid - late;
          const daysKept = Math.min(start.termDays, daysBetween(state.periodStartOn!, date));
          const principal = state.principalAmount - state.principalRepaidAmount;
          // Rounding: the schedule rounds the period's interest once, the share of it once (half a centavo each).
          expect(interestCharged).toBeLessThanOrEqual(
            interestForDays(principal, start.terms.interestRateBpPerDay, daysKept) + 1,
          );
          loan = rolled;
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});

const waive = fc.record({
  kind: fc.constant('waive' as const),
  afterDays: fc.integer({ min: 0, max: 60 }),
  share: fc.integer({ min: 1, max: 100 }),
});

describe('D4: order details add up', () => {
  it('loan + charges − waivers − paid = outstanding, and paid is every peso applied, after any sequence', () => {
    fc.assert(
      fc.property(
        anyLoan,
        fc.array(fc.oneof(pay, rollover, waive), { maxLength: 8 }),
        fc.integer({ min: 0, max: 200 }),
        (start, steps, laterDays) => {
          const { loan, paidAmount, date } = run(start, steps);
          for (const on of [date, addDays(date, laterDays)]) {
            const figures = orderFigures(loan, on);
            expect(figures.paidAmount).toBe(paidAmount);
            expect(
              figures.loanAmount + figures.chargesAmount - figures.waivedAmount - figures.paidAmount,
            ).toBe(figures.outstandingAmount);
            expect(figures.outstandingAmount).toBe(accrue(loan, on).outstandingAmount);
            // Every period is labelled: no row of unlabelled earlier charges on a loan rolled over here.
            expect(figures.charges.filter((line) => line.kind === null)).toEqual([]);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);

  it('on order-174-delay: ₱250 paid, the rollover, then ₱100: paid ₱350 and ₱450, each period labelled', () => {
    const loan: LoanState = {
      ...offerFromProduct(CATALOGUE[0]!),
      clientType: 'new',
      disbursedOn: '2026-01-01',
    };
    const day20 = addDays('2026-01-01', 20);
    const part = allocatePayment(loan, 25_000, day20).loan;
    const quote = quoteRollover(part, day20);
    expect(quote.allowed).toBe(true);
    const rolled = applyRollover(part, quote.delayAmount, day20).loan;
    const figures = orderFigures(rolled, day20);
    expect(figures.paidAmount).toBe(25_000 + quote.delayAmount);
    expect(figures.charges.map((line) => [line.kind, line.period, line.amount])).toEqual([
      ['interest', 1, quote.delayAmount + 5_000],
      ['fees', 1, 20_000],
      ['interest', 2, 68_250],
      ['fees', 2, 0],
    ]);
    const more = allocatePayment(rolled, 10_000, day20).loan;
    expect(orderFigures(more, day20).paidAmount).toBe(35_000 + quote.delayAmount);
  });
});
