import { accrue } from './accrual';
import { isAfter, type BusinessDate } from './dates';
import type { LoanState } from './loan';

// Spec 2 §4.1. 151 and 170 have no documented trigger, so the engine never produces them; they are
// listed so the server and the H5 share one table of codes.
export const ORDER_STATUS = {
  inProgress: 21,
  failure: 110,
  code151: 151,
  repayableLegacy: 170,
  repayable: 174,
  overdue: 180,
  finished: 200,
} as const;

export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/**
 * 110 when disbursement failed, 21 while awaiting it, 200 once nothing is owed, 180 when money is
 * still owed on anything past its due date, otherwise 174. The due date itself is not late.
 */
export function orderStatus(loan: LoanState, businessDate: BusinessDate): OrderStatusCode {
  if (loan.disbursementFailed) return ORDER_STATUS.failure;
  if (loan.disbursedOn === null) return ORDER_STATUS.inProgress;
  const accrual = accrue(loan, businessDate);
  if (accrual.outstandingAmount === 0) return ORDER_STATUS.finished;
  const pastDue =
    accrual.instalments.some((row) => row.daysLate > 0 && row.owedAmount > 0) ||
    (accrual.maturityOn !== null && isAfter(businessDate, accrual.maturityOn));
  return pastDue ? ORDER_STATUS.overdue : ORDER_STATUS.repayable;
}
