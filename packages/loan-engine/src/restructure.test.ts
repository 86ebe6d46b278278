// Restructuring (issue 42): an overdue loan's balance becomes a plan of 2 to 6 instalments, and no restructure can
// cross the SEC caps over the first loan's life: random loans lived through payments, rollovers and waivers, then
// restructured on a random late day under either late-charge rule, then lived on through random payments and
// days. After every step the charges over the whole life stay within 100 % of the first principal, a covered plan
// within the 6 % nominal and 12 % EIR ceilings, and the plan charges no late charge.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { GUARD, totalChargesCap } from './caps';
import { addDays } from './dates';
import { effectiveInterestRate } from './eir';
import type { LoanState } from './loan';
import {
  quoteRestructure,
  restructureTermDays,
  RESTRUCTURE_INSTALMENTS,
  type LateChargeRule,
} from './restructure';
import { anyLoan, anySteps, demoLoan, DISBURSED_ON, run } from './test-loans';

/** Quick ₱5,000 for 91 days, nothing paid, 30 days past its due date. */
const overdue = () => ({ loan: demoLoan('prod-quick-5k'), day: addDays(DISBURSED_ON, 121) });

describe('quoteRestructure', () => {
  it('settles the old loan on the day and lends its principal again, owing its other charges, late ones by the rule', () => {
    const { loan, day } = overdue();
    const before = accrue({ ...loan, settledOn: day }, day);
    const late = before.owed.penaltyAmount + before.owed.lateInterestAmount;
    expect(late).toBeGreaterThan(0);
    for (const rule of ['freeze', 'waive'] as const) {
      const quote = quoteRestructure(loan, day, { instalmentCount: 3, lateCharges: rule });
      expect(quote.refusal).toBeNull();
      expect(quote.settledAmount).toBe(before.outstandingAmount);
      expect(quote.principalAmount).toBe(before.owed.principalAmount);
      expect(quote.carriedAmount + quote.waivedAmount + quote.principalAmount).toBe(before.outstandingAmount);
      expect(quote.waivedAmount).toBe(rule === 'waive' ? late : 0);
      // The old loan is closed: nothing more is owed on it, on the day or later.
      expect(accrue(quote.closedLoan!, day).outstandingAmount).toBe(0);
      expect(accrue(quote.closedLoan!, addDays(day, 90)).outstandingAmount).toBe(0);
      // Three instalments, 30 days apart, the plan at least 91 days long.
      expect(quote.schedule!.instalments.map((row) => row.dueOn)).toEqual([
        addDays(day, 30),
        addDays(day, 60),
        addDays(day, 91),
      ]);
      expect(quote.totalAmount).toBe(quote.amountFinancedAmount + quote.interestAmount);
      // The new loan owes exactly the plan from its first day.
      expect(accrue(quote.loan!, day).outstandingAmount).toBe(quote.totalAmount);
    }
  });

  it('refuses a loan not overdue, one already restructured, and a plan outside 2 to 6 instalments', () => {
    const { loan, day } = overdue();
    expect(
      quoteRestructure(loan, addDays(DISBURSED_ON, 30), { instalmentCount: 3, lateCharges: 'waive' }).refusal,
    ).toBe('not-overdue');
    for (const instalmentCount of [1, 7, 2.5]) {
      expect(quoteRestructure(loan, day, { instalmentCount, lateCharges: 'waive' }).refusal).toBe(
        'instalments-out-of-range',
      );
    }
    const plan = quoteRestructure(loan, day, { instalmentCount: 2, lateCharges: 'freeze' }).loan!;
    expect(
      quoteRestructure(plan, addDays(day, 200), { instalmentCount: 2, lateCharges: 'waive' }).refusal,
    ).toBe('already-restructured');
    expect(restructureTermDays(2)).toBe(91);
    expect(restructureTermDays(6)).toBe(180);
  });

  it('charges interest only within the room the first loan left under the 100 % cap', () => {
    // A covered loan long overdue: its late charges fill much of the cap, so the plan's interest is cut to what is left.
    const loan = demoLoan('prod-quick-5k');
    const day = addDays(DISBURSED_ON, 400);
    const quote = quoteRestructure(loan, day, { instalmentCount: 6, lateCharges: 'freeze' });
    expect(quote.refusal).toBeNull();
    const cap = totalChargesCap(loan.principalAmount);
    const plan = accrue(quote.loan!, day);
    expect(plan.chargesCapAmount).toBe(cap);
    expect(plan.chargesAmount).toBeLessThanOrEqual(cap);
  });
});

type After = { afterDays: number; amount: number };
const after = fc.record({
  afterDays: fc.integer({ min: 0, max: 70 }),
  amount: fc.integer({ min: 0, max: 600_000 }),
});

describe('no restructure crosses the SEC caps over the first loan’s life', () => {
  it('for random loans, histories, days late, plans and rules, and random lives after', () => {
    fc.assert(
      fc.property(
        anyLoan,
        anySteps,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: RESTRUCTURE_INSTALMENTS.min, max: RESTRUCTURE_INSTALMENTS.max }),
        fc.constantFrom<LateChargeRule>('freeze', 'waive'),
        fc.array(after, { maxLength: 8 }),
        (start: LoanState, steps, daysLate, instalmentCount, lateCharges, lives: After[]) => {
          const lived = run(start, steps);
          const maturity = accrue(lived.loan, lived.date).maturityOn;
          if (maturity === null) return;
          const day = addDays(maturity > lived.date ? maturity : lived.date, daysLate);
          const quote = quoteRestructure(lived.loan, day, { instalmentCount, lateCharges });
          if (!quote.allowed) {
            expect(['not-overdue', 'not-disbursed']).toContain(quote.refusal);
            return;
          }
          const old = accrue({ ...lived.loan, settledOn: day }, day);
          const capped = old.capped;
          // What the first loan charged and kept: everything it charged, less what the plan owes again (and
          // charges anew) and the late charges forgiven.
          const kept = old.chargesAmount - quote.carriedAmount - quote.waivedAmount;
          const cap = totalChargesCap(start.principalAmount);
          // A covered plan is priced within the ceilings, on the balance it finances.
          if (accrue(quote.loan!, day).covered) {
            expect(quote.loan!.terms.interestRateBpPerDay * GUARD.daysPerMonth).toBeLessThanOrEqual(
              GUARD.nominalRateBpPerMonth,
            );
            const eir = effectiveInterestRate({
              startOn: day,
              principalAmount: quote.amountFinancedAmount,
              instalments: quote.schedule!.instalments,
            });
            expect(eir.dailyRate * 10_000 * GUARD.daysPerMonth).toBeLessThanOrEqual(GUARD.eirBpPerMonth);
          }
          let loan = quote.loan!;
          let date = day;
          for (const step of lives) {
            date = addDays(date, step.afterDays);
            if (step.amount > 0) loan = allocatePayment(loan, step.amount, date).loan;
            const now = accrue(loan, date);
            // The whole life, counted from the loans themselves: what the first kept, and every charge of the plan.
            const planCharges = now.instalments.reduce(
              (sum, row) =>
                sum +
                row.charged.feesAmount +
                row.charged.interestAmount +
                row.charged.penaltyAmount +
                row.charged.lateInterestAmount,
              0,
            );
            if (capped) {
              expect(now.chargesCapAmount).toBe(cap);
              expect(kept + planCharges).toBeLessThanOrEqual(cap);
              expect(now.chargesAmount).toBe(kept + planCharges);
            }
            // The plan accrues no late charge, whatever is missed.
            expect(now.owed.penaltyAmount + now.owed.lateInterestAmount).toBe(0);
            // What it owes never exceeds the plan.
            expect(now.outstandingAmount).toBeLessThanOrEqual(quote.totalAmount);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
