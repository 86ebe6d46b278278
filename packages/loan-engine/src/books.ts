import { accrue } from './accrual';
import type { BusinessDate } from './dates';
import { normalizeLoan, type LoanState } from './loan';
import { sumAmounts } from './money';
import { interestAccruedBy, periodSchedule } from './schedule';

/**
 * What the books must hold for one loan on a day (issue 42), by the engine's own figures: each receivable as the
 * borrower owes it, and the part of the interest owed that is not yet earned.
 * - Interest is owed as the terms charge it, every instalment of the period from its start (the H5 shows it so);
 *   it is earned day by day, as `interestAccruedBy` spreads each instalment's interest over its own days, so the
 *   books hold the difference as unearned interest until the day it is earned. A period closed by a rollover, or
 *   a loan paid off early, charges only what was earned: nothing of it stays unearned.
 * - Fees include legal charges and enforcement costs; penalties include late interest.
 */
export interface BookPosition {
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  penaltiesAmount: number;
  unearnedInterestAmount: number;
}

export function bookPosition(loan: LoanState, businessDate: BusinessDate): BookPosition {
  const accrual = accrue(loan, businessDate);
  const { owed } = accrual;
  const normalized = normalizeLoan(loan);
  const start = accrual.periodStartOn;
  const rows = start === null ? [] : periodSchedule({ ...normalized, periodStartOn: start }).instalments;
  const unearned = accrual.instalments.map((row, i) => {
    const scheduled = rows[i];
    const charged = row.charged.interestAmount;
    if (!scheduled) return 0;
    return charged - Math.min(charged, interestAccruedBy(scheduled, businessDate));
  });
  return {
    principalAmount: owed.principalAmount,
    interestAmount: owed.interestAmount,
    feesAmount: owed.feesAmount + owed.legalChargesAmount + owed.enforcementCostsAmount,
    penaltiesAmount: owed.penaltyAmount + owed.lateInterestAmount,
    // Charged and not yet earned, whether paid or not: interest paid ahead of its days is owed back in substance
    // until they pass, so it stays unearned (a liability) though the receivable is paid.
    unearnedInterestAmount: sumAmounts(unearned),
  };
}
