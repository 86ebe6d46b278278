// What a credit report says of each loan (issue 43, the CIC's instalment contract record): every loan active in a
// month (lent by its last day, and not settled before its first), with the engine's figures as of the month's end.
import { accrue, addDays, daysPastDueOf, type BusinessDate } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { loanStateOf } from './loan-state';
import { loansActiveIn } from './orders.repository';

export type CreditContract = {
  orderId: string;
  userId: string;
  /** Open, closed (paid), written off (still owed), or closed into a repayment plan. */
  status: 'open' | 'closed' | 'written-off' | 'restructured';
  startDate: BusinessDate;
  plannedEndDate: BusinessDate;
  /** The day it was settled, when closed. */
  endDate: BusinessDate | null;
  financedAmount: number;
  instalmentCount: number;
  /** Days between instalments (the whole term for a single payment). */
  periodDays: number;
  /** The first instalment as scheduled: principal, interest and fees. */
  instalmentAmount: number;
  nextPaymentDate: BusinessDate | null;
  outstandingAmount: number;
  overdueInstalments: number;
  overdueAmount: number;
  overdueDays: number;
};

/** Each loan active in the month [from, to], as the engine has it on `asOf` (the month's end, or today if sooner). */
export async function creditContracts(
  db: Db,
  from: BusinessDate,
  to: BusinessDate,
  asOf: BusinessDate,
): Promise<CreditContract[]> {
  const orders = await loansActiveIn(db, from, to);
  return orders.map((order) => {
    const accrual = accrue(loanStateOf(order), asOf);
    const first = accrual.instalments[0];
    const unpaid = accrual.instalments.filter((i) => i.owedAmount > 0);
    const overdue = unpaid.filter((i) => i.isDue && i.daysLate > 0);
    const settled = order.settled_on !== null && order.settled_on <= asOf;
    const count = order.terms.instalmentCount;
    return {
      orderId: order.id,
      userId: order.user_id,
      status: order.restructured_into
        ? 'restructured'
        : order.written_off_on
          ? 'written-off'
          : settled || accrual.outstandingAmount === 0
            ? 'closed'
            : 'open',
      startDate: order.disbursed_on as BusinessDate,
      plannedEndDate:
        accrual.maturityOn ??
        accrual.instalments.at(-1)?.dueOn ??
        addDays(order.disbursed_on as string, order.term_days),
      endDate: settled ? order.settled_on : null,
      financedAmount: order.principal_amount,
      instalmentCount: count,
      periodDays: Math.round(order.term_days / count),
      instalmentAmount: first
        ? first.charged.principalAmount + first.charged.interestAmount + first.charged.feesAmount
        : 0,
      nextPaymentDate: unpaid[0]?.dueOn ?? null,
      outstandingAmount: accrual.outstandingAmount,
      overdueInstalments: overdue.length,
      overdueAmount: overdue.reduce((sum, i) => sum + i.owedAmount, 0),
      overdueDays: daysPastDueOf(accrual),
    };
  });
}
