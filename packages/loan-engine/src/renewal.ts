import { accrue } from './accrual';
import { allocatePayment } from './allocation';
import type { BusinessDate } from './dates';
import type { EffectiveRate } from './eir';
import type { LoanState } from './loan';
import { applyRollover, quoteRollover } from './rollover';
import { CARRIED_FEES_LABEL, type Schedule, type ScheduledInstalment } from './schedule';

/**
 * The figures of one renewal's disclosure statement (the agreement promises a statement before any
 * prolongation): what the rollover costs today and the renewed loan it buys, priced like a new loan.
 */
export interface RenewalStatement {
  /** 1 for the loan's first rollover, 2 for the second, … */
  number: number;
  /** The day the rollover is paid: the renewed period starts on it. */
  rolledOverOn: BusinessDate;
  /** The due date the rollover replaces. */
  previousDueOn: BusinessDate;
  /** The rollover's price (due interest and late charges) and its parts. */
  priceAmount: number;
  interestAmount: number;
  penaltyAmount: number;
  lateInterestAmount: number;
  /**
   * The renewed period as it will be charged: the principal still outstanding, the period's interest (within
   * the 100 % cap for a covered loan) and the fees carried over, due at the new due date (its `maturityOn`).
   */
  schedule: Schedule;
  rate: EffectiveRate;
  covered: boolean;
  /** Rollovers still allowed once this one is paid. */
  rolloversLeft: number;
}

/** The statement a rollover paid on `businessDate` would give, or null when the loan may not be rolled over. */
export function renewalStatement(loan: LoanState, businessDate: BusinessDate): RenewalStatement | null {
  const quote = quoteRollover(loan, businessDate);
  if (!quote.allowed || quote.renewalRate === null || quote.dueOn === null) return null;
  const renewed = applyRollover(loan, quote.delayAmount, businessDate).loan;
  const period = accrue(renewed, businessDate);
  if (period.periodStartOn === null || period.maturityOn === null) return null;
  const startOn = period.periodStartOn;
  // The charged figures, not the scheduled ones: they are what the cap lets the period owe, and the EIR's flows.
  const instalments = period.instalments.map((row, i, rows): ScheduledInstalment => {
    const { principalAmount, interestAmount, feesAmount } = row.charged;
    return {
      index: row.index,
      count: rows.length,
      periodLabel: row.periodLabel,
      title: row.title,
      startOn: i === 0 ? startOn : (rows[i - 1]?.dueOn ?? startOn),
      dueOn: row.dueOn,
      principalAmount,
      interestAmount,
      feesAmount,
      totalAmount: principalAmount + interestAmount + feesAmount,
    };
  });
  const sum = (pick: (row: ScheduledInstalment) => number) =>
    instalments.reduce((total, row) => total + pick(row), 0);
  const feesAmount = sum((row) => row.feesAmount);
  return {
    number: (loan.rolloverCount ?? 0) + 1,
    rolledOverOn: businessDate,
    previousDueOn: quote.dueOn,
    priceAmount: quote.delayAmount,
    interestAmount: quote.interestAmount,
    penaltyAmount: quote.penaltyAmount,
    lateInterestAmount: quote.lateInterestAmount,
    schedule: {
      startOn,
      maturityOn: period.maturityOn,
      principalAmount: sum((row) => row.principalAmount),
      interestAmount: sum((row) => row.interestAmount),
      feesAmount,
      fees: feesAmount > 0 ? [{ label: CARRIED_FEES_LABEL, amount: feesAmount }] : [],
      totalAmount: sum((row) => row.totalAmount),
      instalments,
    },
    rate: quote.renewalRate,
    covered: period.covered,
    rolloversLeft: Math.max(0, quote.rolloversLeft - 1),
  };
}

/** A payment as the ledger keeps it: how it was posted, what was paid, and on which business date. */
export interface PostedPayment {
  kind: 'repay' | 'rollover';
  amount: number;
  businessDate: BusinessDate;
}

/** The loan as signed and disbursed: what the posted payments changed, undone. */
export function loanAtDisbursement(loan: LoanState): LoanState {
  return {
    ...loan,
    rolloverCount: 0,
    periodStartOn: null,
    carriedFeesAmount: 0,
    principalRepaidAmount: 0,
    penaltyCharged: false,
    settledOn: null,
    rolledOverChargesAmount: 0,
    rolledOverPeriods: [],
    legalChargesPaidAmount: 0,
    enforcementCostsPaidAmount: 0,
    instalmentsPaid: [],
  };
}

/**
 * Every posted rollover's statement, rebuilt from the loan as disbursed and its posted payments in order (a
 * rollover is priced and applied, anything above its price allocated as a repayment; a repayment allocated):
 * the same steps posting took, so statement k holds the figures of the day rollover k was paid. A later payment
 * never changes an earlier statement: each depends only on the payments before it.
 */
export function renewalStatements(loan: LoanState, payments: readonly PostedPayment[]): RenewalStatement[] {
  let state = loanAtDisbursement(loan);
  const statements: RenewalStatement[] = [];
  for (const payment of payments) {
    let left = payment.amount;
    if (payment.kind === 'rollover') {
      const statement = renewalStatement(state, payment.businessDate);
      if (statement && left >= statement.priceAmount) {
        statements.push(statement);
        const rolled = applyRollover(state, left, payment.businessDate);
        state = rolled.loan;
        left = rolled.remainderAmount;
      }
    }
    if (left > 0) state = allocatePayment(state, left, payment.businessDate).loan;
  }
  return statements;
}
