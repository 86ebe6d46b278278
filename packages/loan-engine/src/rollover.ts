import { accrue, type Accrual } from './accrual';
import { addDays, daysBetween, type BusinessDate } from './dates';
import { LoanEngineError } from './errors';
import { CHARGE_BUCKETS, emptyBuckets, normalizeLoan, type LoanState } from './loan';
import { assertAmount, sumAmounts } from './money';

export type RolloverRefusal = 'not-disbursed' | 'instalment-plan' | 'no-principal-outstanding' | 'too-late';

export interface RolloverQuote {
  allowed: boolean;
  refusal: RolloverRefusal | null;
  // What the borrower pays to roll over: the period's unpaid interest, fees, penalty and late interest.
  delayAmount: number;
  interestAmount: number;
  feesAmount: number;
  penaltyAmount: number;
  lateInterestAmount: number;
  dueOn: BusinessDate | null;
  newDueOn: BusinessDate | null;
  // Interest and fees of the next period, after the 100 % cap for covered loans.
  nextPeriodChargesAmount: number;
}

function refusalOf(loan: LoanState, accrual: Accrual): RolloverRefusal | null {
  if (accrual.maturityOn === null) return 'not-disbursed';
  // The terms give one due date to extend; re-timing a plan would be a restructuring they do not define.
  if (loan.terms.instalmentCount !== 1) return 'instalment-plan';
  if (accrual.owed.principalAmount === 0) return 'no-principal-outstanding';
  // Extending from the old due date must still land in the future, or the borrower would pay for nothing.
  if (daysBetween(accrual.businessDate, addDays(accrual.maturityOn, loan.termDays)) <= 0) return 'too-late';
  return null;
}

/**
 * The next period starts on the old due date and lasts the loan term. Principal is untouched; the
 * period's charges (paid earlier or now) move into `rolledOverChargesAmount`, which keeps counting
 * against the 100 % cap, so the next period is priced only within the room left.
 */
function rolled(loan: LoanState, accrual: Accrual): LoanState {
  const next = normalizeLoan(loan);
  const periodCharges = sumAmounts(
    accrual.instalments.flatMap((row) => CHARGE_BUCKETS.map((key) => row.charged[key])),
  );
  return {
    ...next,
    rolloverCount: next.rolloverCount + 1,
    rolledOverChargesAmount: next.rolledOverChargesAmount + periodCharges,
    instalmentsPaid: next.instalmentsPaid.map((row) => ({
      ...emptyBuckets(),
      principalAmount: row.principalAmount,
    })),
  };
}

export function quoteRollover(loan: LoanState, businessDate: BusinessDate): RolloverQuote {
  const accrual = accrue(loan, businessDate);
  const refusal = refusalOf(loan, accrual);
  const { interestAmount, feesAmount, penaltyAmount, lateInterestAmount } = accrual.owed;
  const nextAccrual = refusal === null ? accrue(rolled(loan, accrual), businessDate) : null;
  return {
    allowed: refusal === null,
    refusal,
    delayAmount: interestAmount + feesAmount + penaltyAmount + lateInterestAmount,
    interestAmount,
    feesAmount,
    penaltyAmount,
    lateInterestAmount,
    dueOn: accrual.maturityOn,
    newDueOn: nextAccrual?.maturityOn ?? null,
    nextPeriodChargesAmount: nextAccrual
      ? sumAmounts(nextAccrual.instalments.map((row) => row.charged.interestAmount + row.charged.feesAmount))
      : 0,
  };
}

/**
 * Rolls the loan over once the borrower has paid `paidAmount` (at least the quoted delay amount).
 * Call this instead of allocatePayment for a delay payment; anything above the delay amount comes back
 * as the remainder for the server to allocate or refund.
 */
export function applyRollover(
  loan: LoanState,
  paidAmount: number,
  businessDate: BusinessDate,
): { loan: LoanState; remainderAmount: number } {
  assertAmount(paidAmount, 'paidAmount');
  const accrual = accrue(loan, businessDate);
  const refusal = refusalOf(loan, accrual);
  if (refusal !== null) throw new LoanEngineError('rollover-not-allowed', `rollover refused: ${refusal}`);
  const { interestAmount, feesAmount, penaltyAmount, lateInterestAmount } = accrual.owed;
  const delayAmount = interestAmount + feesAmount + penaltyAmount + lateInterestAmount;
  if (paidAmount < delayAmount) {
    throw new LoanEngineError('rollover-not-allowed', `rollover needs ${delayAmount}, got ${paidAmount}`);
  }
  return { loan: rolled(loan, accrual), remainderAmount: paidAmount - delayAmount };
}
