import { accrue, type Accrual } from './accrual';
import { isAfter, type BusinessDate } from './dates';
import {
  emptyBuckets,
  normalizeLoan,
  type InstalmentBucket,
  type LoanBuckets,
  type LoanLevelBucket,
  type LoanState,
} from './loan';
import { assertAmount } from './money';
import { payoffQuote } from './prepayment';

// One step of the allocation order; `instalmentIndex` (1-based) is null for loan-level buckets.
export type AllocationRule =
  { bucket: LoanLevelBucket; instalmentIndex: null } | { bucket: InstalmentBucket; instalmentIndex: number };

export type AllocationLine = AllocationRule & { amount: number };

export interface Allocation {
  lines: AllocationLine[];
  applied: LoanBuckets;
  appliedAmount: number;
  // Overpayment: more than the loan owes today.
  remainderAmount: number;
  // The order after the payment: store it.
  loan: LoanState;
}

const LATE_FIRST: readonly InstalmentBucket[] = ['penalty', 'lateInterest', 'fees', 'interest', 'principal'];

/**
 * The order a payment is applied in, as data so it can be shown and tested.
 * After maturity, the terms' order: legal charges, enforcement costs, late penalties, late interest,
 * fees, interest, principal, each across instalments oldest first.
 * Before maturity: due instalments, oldest first and each in that same order; then the instalments not yet
 * due (paying ahead, on any day: docs/DECISIONS.md), their interest only as accrued by the day (allocatePayment).
 */
export function allocationRules(accrual: Accrual): AllocationRule[] {
  if (accrual.maturityOn === null) return [];
  const loanLevel: AllocationRule[] = [
    { bucket: 'legalCharges', instalmentIndex: null },
    { bucket: 'enforcementCosts', instalmentIndex: null },
  ];
  const indexes = accrual.instalments.map((row) => row.index);
  if (isAfter(accrual.businessDate, accrual.maturityOn)) {
    return [
      ...loanLevel,
      ...LATE_FIRST.flatMap((bucket) => indexes.map((instalmentIndex) => ({ bucket, instalmentIndex }))),
    ];
  }
  const byInstalment = (rows: Accrual['instalments']): AllocationRule[] =>
    rows.flatMap((row) => LATE_FIRST.map((bucket) => ({ bucket, instalmentIndex: row.index })));
  const notDue = accrual.instalments.filter((row) => !row.isDue);
  return [
    ...loanLevel,
    ...byInstalment(accrual.instalments.filter((row) => row.isDue)),
    ...byInstalment(notDue),
  ];
}

/**
 * Applies `amount` centavos on `businessDate`. Every centavo ends up in a line or in the remainder.
 * On any day, any payment is charged the interest of instalments not yet due only as accrued to its day, never
 * the whole term's: so a part-payment followed by the rest costs what paying everything on the last day would
 * have, a peso of interest is never paid for a day the borrower did not keep, and no payment raises what closing
 * the loan costs later (issue 40, D1). The interest of later days is still owed if the loan runs on. Inside the
 * prepayment window a payment that covers the payoff amount settles the loan, and the order records the day;
 * before it the loan cannot be settled early, so the most it takes is the same figure and the rest of the
 * scheduled interest stays owed (payableRange).
 */
export function allocatePayment(input: LoanState, amount: number, businessDate: BusinessDate): Allocation {
  assertAmount(amount, 'amount');
  const payoff = payoffQuote(input, businessDate);
  const early = payoff.allowed && payoff.interestSavedAmount > 0;
  const settles = early && amount >= payoff.payoffAmount;
  const loan: LoanState = settles ? { ...input, settledOn: businessDate } : input;
  // What may be taken today, on any day: as if the loan ended today, which lowers only the interest of instalments
  // not yet due. Interest not yet earned is never taken as interest (issue 40, D1: docs/DECISIONS.md); before the
  // window it is still owed as scheduled if the loan runs on, so nothing is saved, but nothing is paid twice either.
  const accrual = accrue({ ...loan, settledOn: loan.settledOn ?? businessDate }, businessDate);
  // Only interest is lowered by that view. Under the 100 % cap, the interest it leaves out can make room for a
  // charge the cap squeezes out while the loan runs on (a legal charge on a loan whose fees fill the cap): such a
  // charge is not owed, so no bucket takes more than the running loan owes either.
  const running = loan.settledOn == null ? accrue(loan, businessDate) : accrual;
  const next = normalizeLoan(loan);
  const applied: LoanBuckets = { ...emptyBuckets(), legalChargesAmount: 0, enforcementCostsAmount: 0 };
  const lines: AllocationLine[] = [];
  let left = amount;

  for (const rule of allocationRules(accrual)) {
    if (left === 0) break;
    const key = `${rule.bucket}Amount` as const;
    let take: number;
    if (rule.instalmentIndex === null) {
      take = Math.min(left, accrual.owed[key], running.owed[key]);
      next[`${rule.bucket}PaidAmount`] += take;
    } else {
      const i = rule.instalmentIndex - 1;
      const bucket = `${rule.bucket}Amount` as const;
      take = Math.min(
        left,
        accrual.instalments[i]?.owed[bucket] ?? 0,
        running.instalments[i]?.owed[bucket] ?? 0,
      );
      const paidRow = next.instalmentsPaid[i];
      if (paidRow) paidRow[`${rule.bucket}Amount`] += take;
    }
    if (take === 0) continue;
    left -= take;
    applied[key] += take;
    lines.push({ ...rule, amount: take });
  }

  return { lines, applied, appliedAmount: amount - left, remainderAmount: left, loan: next };
}
