// The limit ladder (issue 27): a first loan starts small and each loan repaid on time raises what the borrower may
// borrow next, as order details promise ("Repay on time to keep a good credit record and raise your limit"). A
// loan repaid late raises nothing; it does not lower the limit either (the late charges are its price).
import { isAfter, type BusinessDate } from './dates';
import { pesos } from './money';

export const LIMIT_LADDER = {
  /** A first loan: the smallest that still helps, enough for Pautang Quick's lower amounts. */
  startAmount: pesos(3_000),
  /** Each loan repaid on time adds this much. */
  stepAmount: pesos(2_000),
  /** The most the ladder reaches: the largest amount the catalogue lends. */
  ceilingAmount: pesos(20_000),
} as const;

/** One loan the borrower has repaid in full. */
export interface RepaidLoan {
  /** Its last due date as it stood when repaid (a rollover, paid for, moves it). */
  dueOn: BusinessDate;
  /** The business date of the payment that cleared it. */
  repaidOn: BusinessDate;
  /** Ever charged a penalty or late interest: a payment was late, an instalment's or a rollover's included. */
  chargedLate: boolean;
}

/** Repaid by its due date (the due date itself is on time) and never charged for lateness. */
export function repaidOnTime(loan: RepaidLoan): boolean {
  return !loan.chargedLate && !isAfter(loan.repaidOn, loan.dueOn);
}

/** The most the borrower may borrow now: the start, one step per loan repaid on time, up to the ceiling. */
export function creditLimit(history: readonly RepaidLoan[]): number {
  const onTime = history.filter(repaidOnTime).length;
  return Math.min(LIMIT_LADDER.ceilingAmount, LIMIT_LADDER.startAmount + onTime * LIMIT_LADDER.stepAmount);
}

/** The limit after one more loan repaid on time: what the borrower is told they can reach. */
export function nextCreditLimit(history: readonly RepaidLoan[]): number {
  return Math.min(LIMIT_LADDER.ceilingAmount, creditLimit(history) + LIMIT_LADDER.stepAmount);
}
