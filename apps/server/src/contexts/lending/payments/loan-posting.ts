// What a confirmed payment does to its order, through the loan engine only: a repayment is allocated in the
// terms' order (a payoff inside the prepayment window owes interest only as accrued to the day); a rollover
// is priced and applied by the engine's rules, and anything above its price is allocated as a repayment. A
// rollover the engine no longer allows (the loan moved since the code was made) is posted as a repayment:
// money the borrower paid is never dropped.
import {
  accrue,
  allocatePayment,
  applyRollover,
  LoanEngineError,
  orderStatus,
  quoteRollover,
  type AllocationLine,
  type LoanState,
} from '@pautang/loan-engine';
import type { PaidBuckets } from '../../accounting/index';
import type { Updateable } from 'kysely';
import type { OrdersTable } from '../../../platform/db/schema';

export type Posting = {
  order: Updateable<OrdersTable>;
  kind: 'repay' | 'rollover';
  lines: AllocationLine[];
  appliedAmount: number;
  /** Overpayment: kept on the ledger for a refund, never applied to a later instalment by itself. */
  remainderAmount: number;
  balanceAfter: number;
  statusAfter: number;
  /** The due date after the payment (a rollover's new one); null once nothing is owed. */
  maturityAfter: string | null;
  /** What the payment settled on each receivable, as the books post it (a rollover's price included). */
  paid: PaidBuckets;
};

/** Each allocation bucket's receivable in the books: fees with legal charges, penalties with late interest. */
const BOOK_BUCKET = {
  principal: 'principalAmount',
  interest: 'interestAmount',
  fees: 'feesAmount',
  legalCharges: 'feesAmount',
  enforcementCosts: 'feesAmount',
  penalty: 'penaltiesAmount',
  lateInterest: 'penaltiesAmount',
} as const;

/** What allocation lines settled on each receivable, as the books post it. */
export function paidBucketsOf(lines: readonly AllocationLine[]): Omit<PaidBuckets, 'remainderAmount'> {
  const paid = { principalAmount: 0, interestAmount: 0, feesAmount: 0, penaltiesAmount: 0 };
  for (const line of lines) paid[BOOK_BUCKET[line.bucket]] += line.amount;
  return paid;
}

/**
 * `asOf` is the day the payment is applied on: today, or the day a code's amount was quoted when the code is
 * paid before it expires (its amount settles what it promised then). The balance and status are today's.
 */
export function postPayment(
  loan: LoanState,
  kind: 'repay' | 'rollover',
  amount: number,
  businessDate: string,
  asOf: string = businessDate,
): Posting {
  let state = loan;
  let left = amount;
  let posted: 'repay' | 'rollover' = 'repay';
  let rolledAmount = 0;
  const paid: PaidBuckets = {
    principalAmount: 0,
    interestAmount: 0,
    feesAmount: 0,
    penaltiesAmount: 0,
    remainderAmount: 0,
  };
  if (kind === 'rollover') {
    try {
      // The rollover's price is the period's interest as earned to the day and its late charges.
      const quote = quoteRollover(state, asOf);
      const rolled = applyRollover(state, amount, asOf);
      paid.interestAmount += quote.interestAmount;
      paid.penaltiesAmount += quote.penaltyAmount + quote.lateInterestAmount;
      state = rolled.loan;
      rolledAmount = amount - rolled.remainderAmount;
      left = rolled.remainderAmount;
      posted = 'rollover';
    } catch (error) {
      if (!(error instanceof LoanEngineError)) throw error;
    }
  }
  const allocation = left > 0 ? allocatePayment(state, left, asOf) : undefined;
  if (allocation) state = allocation.loan;
  for (const line of allocation?.lines ?? []) paid[BOOK_BUCKET[line.bucket]] += line.amount;
  paid.remainderAmount = allocation?.remainderAmount ?? left;
  const after = accrue(state, businessDate);
  return {
    kind: posted,
    order: {
      rollover_count: state.rolloverCount ?? 0,
      rolled_over_charges_amount: state.rolledOverChargesAmount ?? 0,
      rolled_over_periods: JSON.stringify(state.rolledOverPeriods ?? []),
      period_start_on: state.periodStartOn ?? null,
      carried_fees_amount: state.carriedFeesAmount ?? 0,
      principal_repaid_amount: state.principalRepaidAmount ?? 0,
      penalty_charged: state.penaltyCharged ?? false,
      // A rollover starts the waiver again at zero (the engine folds the period's charges away).
      penalty_waived_amount: state.penaltyWaivedAmount ?? 0,
      settled_on: state.settledOn ?? null,
      instalments_paid: JSON.stringify(state.instalmentsPaid ?? []),
      status: orderStatus(state, businessDate),
    },
    lines: allocation?.lines ?? [],
    appliedAmount: rolledAmount + (allocation?.appliedAmount ?? 0),
    remainderAmount: allocation?.remainderAmount ?? left,
    balanceAfter: after.outstandingAmount,
    statusAfter: orderStatus(state, businessDate),
    maturityAfter: after.maturityOn ?? null,
    paid,
  };
}
