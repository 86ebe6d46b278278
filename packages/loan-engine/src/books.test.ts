// What the books hold for a loan (issue 42), over random loans and random payments and rollovers: the receivables
// add up to what the borrower owes, and unearned interest never exceeds the interest charged, shrinks day by day
// as the days pass, and is gone once the period's last instalment falls due.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import { bookPosition } from './books';
import { addDays, daysBetween } from './dates';
import type { LoanState } from './loan';
import { applyRollover, quoteRollover } from './rollover';
import { anyLoan, anySteps, demoLoan, DISBURSED_ON } from './test-loans';

function holds(loan: LoanState, date: string): void {
  const position = bookPosition(loan, date);
  const accrual = accrue(loan, date);
  expect(
    position.principalAmount + position.interestAmount + position.feesAmount + position.penaltiesAmount,
  ).toBe(accrual.outstandingAmount);
  const charged = accrual.instalments.reduce((t, row) => t + row.charged.interestAmount, 0);
  expect(position.unearnedInterestAmount).toBeGreaterThanOrEqual(0);
  expect(position.unearnedInterestAmount).toBeLessThanOrEqual(charged);
  if (accrual.maturityOn !== null && daysBetween(accrual.maturityOn, date) >= 0) {
    expect(position.unearnedInterestAmount).toBe(0);
  }
  // A day later, with nothing done, no more is unearned.
  expect(bookPosition(loan, addDays(date, 1)).unearnedInterestAmount).toBeLessThanOrEqual(
    position.unearnedInterestAmount,
  );
}

describe('bookPosition', () => {
  it('a fresh loan: everything charged is owed, its interest all unearned on the first day', () => {
    const loan = demoLoan('prod-quick-5k');
    const position = bookPosition(loan, DISBURSED_ON);
    const accrual = accrue(loan, DISBURSED_ON);
    expect(position.principalAmount).toBe(loan.principalAmount);
    expect(position.interestAmount).toBe(accrual.owed.interestAmount);
    expect(position.interestAmount).toBeGreaterThan(0);
    expect(position.unearnedInterestAmount).toBe(position.interestAmount);
    // Half way through the term, about half is earned; all of it by the due date.
    const due = accrual.maturityOn!;
    const half = addDays(DISBURSED_ON, Math.floor(daysBetween(DISBURSED_ON, due) / 2));
    const unearnedHalf = bookPosition(loan, half).unearnedInterestAmount;
    expect(unearnedHalf).toBeGreaterThan(0);
    expect(unearnedHalf).toBeLessThan(position.interestAmount);
    expect(bookPosition(loan, due).unearnedInterestAmount).toBe(0);
  });

  it('holds over random loans, payments and rollovers, on every day between them', () => {
    fc.assert(
      fc.property(anyLoan, anySteps, (start, steps) => {
        let loan = start;
        let date = '2026-01-01';
        for (const step of steps) {
          for (let d = 0; d < step.afterDays; d += 7) holds(loan, addDays(date, d));
          date = addDays(date, step.afterDays);
          if (step.kind === 'pay') {
            if (accrue(loan, date).outstandingAmount === 0) continue;
            loan = allocatePayment(loan, step.amount, date).loan;
          } else {
            const quote = quoteRollover(loan, date);
            if (!quote.allowed) continue;
            loan = applyRollover(loan, quote.delayAmount, date).loan;
          }
          holds(loan, date);
        }
      }),
      { numRuns: 150 },
    );
  });
});
