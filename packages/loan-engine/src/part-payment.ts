import { accrue } from './accrual';
import { allocatePayment, type Allocation } from './allocation';
import type { BusinessDate } from './dates';
import type { LoanState } from './loan';
import { assertAmount } from './money';
import { payoffQuote } from './prepayment';

// The payment channels' smallest payment (₱50): a borrower may pay any amount from it up to what settles the loan.
export const MIN_PAYMENT_AMOUNT = 5_000;

export interface PayableRange {
  // Below MIN_PAYMENT_AMOUNT only when the whole balance is smaller: then the balance itself.
  minAmount: number;
  // Principal, fees, due charges and the interest accrued to today: what settles the loan inside the window.
  maxAmount: number;
  dueAmount: number;
}

/** What a borrower may pay today, on any day: from ₱50 (or the whole balance if less) to the payoff amount. */
export function payableRange(loan: LoanState, businessDate: BusinessDate): PayableRange {
  const accrual = accrue(loan, businessDate);
  // Interest not yet earned is never taken (issue 40, D1), so on any day the most a payment can apply is the figure
  // that settles the loan today; before the window it does not settle it, and the rest of the interest stays owed.
  const maxAmount = accrual.maturityOn === null ? 0 : payoffQuote(loan, businessDate).payoffAmount;
  return { minAmount: Math.min(MIN_PAYMENT_AMOUNT, maxAmount), maxAmount, dueAmount: accrual.dueAmount };
}

export interface PaymentPreview {
  amount: number;
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  penaltyAmount: number;
  lateInterestAmount: number;
  // Legal charges and enforcement costs (after maturity only).
  otherChargesAmount: number;
  // Left owing today once the payment is applied.
  balanceAfterAmount: number;
  allocation: Allocation;
}

/** How `amount` would be applied today, by the same allocation a posted payment goes through. */
export function previewPayment(loan: LoanState, amount: number, businessDate: BusinessDate): PaymentPreview {
  assertAmount(amount, 'amount');
  const allocation = allocatePayment(loan, amount, businessDate);
  const { applied } = allocation;
  return {
    amount,
    principalAmount: applied.principalAmount,
    interestAmount: applied.interestAmount,
    feesAmount: applied.feesAmount,
    penaltyAmount: applied.penaltyAmount,
    lateInterestAmount: applied.lateInterestAmount,
    otherChargesAmount: applied.legalChargesAmount + applied.enforcementCostsAmount,
    balanceAfterAmount: accrue(allocation.loan, businessDate).outstandingAmount,
    allocation,
  };
}
