import { accrue } from './accrual';
import { addDays, type BusinessDate } from './dates';
import { LoanEngineError } from './errors';
import { normalizeLoan, type LoanState } from './loan';
import { assertAmount } from './money';

/** The late penalty charged and still unpaid on `businessDate`: the most a waiver may take off. */
export function waivablePenalty(loan: LoanState, businessDate: BusinessDate): number {
  return accrue(loan, businessDate).owed.penaltyAmount;
}

/**
 * Waives `amount` centavos of the unpaid late penalty (whole or part), as the lender's decision (issue 28): the loan
 * owes exactly that much less, and nothing else moves. More than the unpaid penalty, or nothing, is refused.
 */
export function waivePenalty(loan: LoanState, amount: number, businessDate: BusinessDate): LoanState {
  assertAmount(amount, 'amount');
  if (amount === 0) throw new LoanEngineError('invalid-amount', 'a waiver needs an amount above zero');
  const waivable = waivablePenalty(loan, businessDate);
  if (amount > waivable) {
    throw new LoanEngineError('invalid-amount', `only ${waivable} of the penalty is unpaid, ${amount} asked`);
  }
  const next = normalizeLoan(loan);
  return { ...next, penaltyWaivedAmount: next.penaltyWaivedAmount + amount };
}

/** How a waiver leaves the late charges to come (issue 40, D3): they go on while overdue, or stop on this order. */
export type WaiverMode = 'owed-now' | 'stop-late-charges';

// The span the dialog states what can still accrue over.
export const WAIVER_OUTLOOK_DAYS = 30;

/**
 * Waives `amount` of the unpaid penalty, and with 'stop-late-charges' stops every late charge on the order from
 * today: charged as they stand, nothing more accrues (a penalty not whole yet never grows back to its cap).
 */
export function waiveWithMode(
  loan: LoanState,
  amount: number,
  mode: WaiverMode,
  businessDate: BusinessDate,
): LoanState {
  // Stopping may come with nothing to waive (no penalty unpaid yet); waiving what is owed now needs an amount.
  const waived = mode === 'owed-now' || amount > 0 ? waivePenalty(loan, amount, businessDate) : loan;
  if (mode === 'owed-now') return waived;
  return { ...waived, lateChargesStoppedOn: loan.lateChargesStoppedOn ?? businessDate };
}

/**
 * What the dialog states before staff confirm: the late charges that can still accrue in the next
 * WAIVER_OUTLOOK_DAYS days after waiving `amount` with each mode, nothing paid meanwhile (0 once stopped).
 */
export function waiverOutlook(
  loan: LoanState,
  amount: number,
  businessDate: BusinessDate,
): Record<WaiverMode, number> {
  const later = addDays(businessDate, WAIVER_OUTLOOK_DAYS);
  const lateOwed = (state: LoanState, on: BusinessDate) => {
    const { penaltyAmount, lateInterestAmount } = accrue(state, on).owed;
    return penaltyAmount + lateInterestAmount;
  };
  const outlook = (mode: WaiverMode) => {
    const state =
      amount > 0 || mode === 'stop-late-charges' ? waiveWithMode(loan, amount, mode, businessDate) : loan;
    return Math.max(0, lateOwed(state, later) - lateOwed(state, businessDate));
  };
  return { 'owed-now': outlook('owed-now'), 'stop-late-charges': outlook('stop-late-charges') };
}
