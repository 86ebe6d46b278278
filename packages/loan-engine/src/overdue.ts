import { accrue, type Accrual } from './accrual';
import { daysBetween, type BusinessDate } from './dates';
import { normalizeLoan, type LoanState } from './loan';

/**
 * Days past due on the accrual's business date (issue 28's book): the oldest instalment still owed past its due
 * date, or the days since maturity while money is owed; 0 when nothing is owed past a due date.
 */
export function daysPastDueOf(accrual: Accrual): number {
  if (accrual.outstandingAmount === 0) return 0;
  let dpd = Math.max(0, ...accrual.instalments.filter((i) => i.owedAmount > 0).map((i) => i.daysLate));
  if (accrual.maturityOn !== null) {
    dpd = Math.max(dpd, daysBetween(accrual.maturityOn, accrual.businessDate));
  }
  return dpd;
}

/**
 * The day the loan's days past due count from (issue 31): the oldest instalment still owed, or the maturity date
 * when only loan-level charges are owed; null when nothing is owed. It depends on the loan's state only, never on
 * the business date, so a stored copy (orders.overdue_since) moves only with the writes that move the loan, and
 * daysPastDueOf(accrue(loan, d)) is max(0, d - overdueSince(loan)) on every day d (property-tested).
 * Which instalments are owed does not move with the date: late charges arise only on an amount left unpaid, so an
 * instalment owes something on one day exactly when it owes fees, interest or principal on every day.
 */
export function overdueSince(loan: LoanState): BusinessDate | null {
  const { disbursedOn, disbursementFailed, periodStartOn } = normalizeLoan(loan);
  if (disbursedOn === null || disbursementFailed || periodStartOn === null) return null;
  // On the period's first day nothing is late yet: the accrual holds no late charge to blur what is owed.
  const accrual = accrue(loan, periodStartOn);
  if (accrual.outstandingAmount === 0) return null;
  const oldest = accrual.instalments.find((i) => i.owedAmount > 0);
  return oldest?.dueOn ?? accrual.maturityOn;
}
