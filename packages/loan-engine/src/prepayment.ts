import { accrue } from './accrual';
import { addDays, daysBetween, toDayNumber, type BusinessDate } from './dates';
import type { LoanState } from './loan';

export const MIN_DAYS_BEFORE_PREPAYMENT = 7;

export interface PrepaymentWindow {
  allowed: boolean;
  // First business date on which instalments not yet due may be paid; null before disbursement.
  fromOn: BusinessDate | null;
  // The same as a day count from disbursement (day 46 of a 91-day loan), known before disbursement too.
  fromDay: number;
}

/**
 * The seed terms allow prepayment "only after half of the term and at least 7 calendar days after
 * disbursement". One rule for every term: strictly after half, so the first whole day past term ÷ 2
 * (91 days → day 46, 180 days → day 91), and never before day 7. Both are counted on the original term
 * and disbursement date, so a rollover never pushes the window back.
 */
export function prepaymentFromDay(loan: Pick<LoanState, 'termDays' | 'terms'>): number {
  if (loan.terms.prepaymentRule === 'anytime') return 0;
  return Math.max(Math.floor(loan.termDays / 2) + 1, MIN_DAYS_BEFORE_PREPAYMENT);
}

export function prepaymentWindow(loan: LoanState, businessDate: BusinessDate): PrepaymentWindow {
  toDayNumber(businessDate);
  const fromDay = prepaymentFromDay(loan);
  if (loan.disbursedOn === null || loan.disbursementFailed) return { allowed: false, fromOn: null, fromDay };
  const fromOn = addDays(loan.disbursedOn, fromDay);
  return { allowed: daysBetween(fromOn, businessDate) >= 0, fromOn, fromDay };
}

export interface PayoffQuote {
  // Whether the whole loan may be paid today: the prepayment window is open, or everything is due anyway.
  allowed: boolean;
  fromOn: BusinessDate | null;
  // What settles the loan today: interest of instalments not yet due only as accrued to today, fees whole.
  payoffAmount: number;
  interestAmount: number;
  // Scheduled interest the borrower no longer owes by settling today.
  interestSavedAmount: number;
}

/** The amount to pay today to close the loan, shown before the borrower pays (the loan terms' promise). */
export function payoffQuote(loan: LoanState, businessDate: BusinessDate): PayoffQuote {
  const window = prepaymentWindow(loan, businessDate);
  const scheduled = accrue(loan, businessDate);
  const settled = accrue({ ...loan, settledOn: loan.settledOn ?? businessDate }, businessDate);
  const everythingDue = scheduled.instalments.every((row) => row.isDue);
  return {
    allowed: scheduled.maturityOn !== null && (window.allowed || everythingDue),
    fromOn: window.fromOn,
    payoffAmount: settled.outstandingAmount,
    interestAmount: settled.owed.interestAmount,
    interestSavedAmount: scheduled.owed.interestAmount - settled.owed.interestAmount,
  };
}
