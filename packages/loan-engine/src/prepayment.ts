import { addDays, daysBetween, toDayNumber, type BusinessDate } from './dates';
import type { LoanState } from './loan';

export const MIN_DAYS_BEFORE_PREPAYMENT = 7;

export interface PrepaymentWindow {
  allowed: boolean;
  // First business date on which instalments not yet due may be paid; null before disbursement.
  fromOn: BusinessDate | null;
}

/**
 * The seed terms allow prepayment "only after half of the term and at least 7 calendar days after
 * disbursement". Half of an odd term is a fraction of a day, so we wait for the whole day: ceil(term ÷ 2)
 * days after disbursement (91 days → day 46). Both are counted on the original term and disbursement
 * date, so a rollover never pushes the window back.
 */
export function prepaymentWindow(loan: LoanState, businessDate: BusinessDate): PrepaymentWindow {
  toDayNumber(businessDate);
  if (loan.disbursedOn === null || loan.disbursementFailed) return { allowed: false, fromOn: null };
  const waitDays =
    loan.terms.prepaymentRule === 'anytime'
      ? 0
      : Math.max(Math.ceil(loan.termDays / 2), MIN_DAYS_BEFORE_PREPAYMENT);
  const fromOn = addDays(loan.disbursedOn, waitDays);
  return { allowed: daysBetween(fromOn, businessDate) >= 0, fromOn };
}
