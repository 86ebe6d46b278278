import { accrue } from './accrual';
import type { BusinessDate } from './dates';
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
