import { accrue, type Accrual } from './accrual';
import { daysBetween, type BusinessDate } from './dates';
import { effectiveInterestRate, type EffectiveRate } from './eir';
import { LoanEngineError } from './errors';
import { emptyBuckets, normalizeLoan, type LoanState } from './loan';
import { assertAmount, sumAmounts } from './money';
import { pricingIssues } from './offer';

// Past this many days late the loan is in collection: repayment only.
export const MAX_ROLLOVER_DAYS_LATE = 90;

export type RolloverRefusal =
  | 'not-disbursed'
  | 'disbursement-day'
  | 'nothing-to-pay'
  | 'instalment-plan'
  | 'no-principal-outstanding'
  | 'limit-reached'
  | 'too-late'
  | 'charges-cap-reached'
  | 'renewal-above-cap';

export interface RolloverQuote {
  allowed: boolean;
  refusal: RolloverRefusal | null;
  // The price of a rollover (the terms: "due interest and penalties"): interest accrued to today, the late
  // penalty and late interest. Fees are not part of it; unpaid fees move to the renewed period.
  delayAmount: number;
  interestAmount: number;
  penaltyAmount: number;
  lateInterestAmount: number;
  carriedFeesAmount: number;
  dueOn: BusinessDate | null;
  newDueOn: BusinessDate | null;
  // What the renewed period will charge: its interest (within the 100 % cap for capped loans) and the carried fees.
  nextPeriodChargesAmount: number;
  rolloversLeft: number;
  // The renewed loan priced like a new loan from today: checked against the caps when covered.
  renewalRate: EffectiveRate | null;
}

/**
 * The current period as it stands if it ends today: interest of a period not yet due only as accrued to
 * today, so rolling over early never pays for days the borrower does not keep.
 */
function currentPeriod(loan: LoanState, businessDate: BusinessDate): Accrual {
  return accrue({ ...loan, settledOn: loan.settledOn ?? businessDate }, businessDate);
}

/**
 * The renewed loan: a new period of the same term starting on the day of the rollover (so days late are
 * charged once, as late charges, and never again as interest), lending the principal still outstanding.
 * The period's charges (paid earlier or now) move into `rolledOverChargesAmount`, which keeps counting
 * against the 100 % cap, so the next period is priced only within the room left.
 */
function rolled(loan: LoanState, period: Accrual, businessDate: BusinessDate): LoanState {
  const next = normalizeLoan(loan);
  const sum = (pick: (row: Accrual['instalments'][number]) => number) =>
    sumAmounts(period.instalments.map(pick));
  const feesCharged = sum((row) => row.charged.feesAmount);
  const feesPaid = sum((row) => row.paid.feesAmount);
  const penaltyCharged = sum((row) => row.charged.penaltyAmount);
  return {
    ...next,
    rolloverCount: next.rolloverCount + 1,
    periodStartOn: businessDate,
    settledOn: null,
    carriedFeesAmount: feesCharged - feesPaid,
    principalRepaidAmount: next.principalRepaidAmount + sum((row) => row.paid.principalAmount),
    penaltyCharged: next.penaltyCharged || penaltyCharged > 0 || next.penaltyWaivedAmount > 0,
    // The waived part was never charged (period.charged is net of it): nothing of it carries into the new period.
    penaltyWaivedAmount: 0,
    rolledOverChargesAmount:
      next.rolledOverChargesAmount +
      feesPaid +
      sum((row) => row.charged.interestAmount + row.charged.penaltyAmount + row.charged.lateInterestAmount),
    // The fees it charged but were not paid move to the next period (carriedFeesAmount): only the paid ones are its.
    rolledOverPeriods: [
      ...next.rolledOverPeriods,
      {
        interestAmount: sum((row) => row.charged.interestAmount),
        feesAmount: feesPaid,
        penaltyAmount: penaltyCharged,
        lateInterestAmount: sum((row) => row.charged.lateInterestAmount),
      },
    ],
    instalmentsPaid: next.instalmentsPaid.map(() => emptyBuckets()),
  };
}

type Assessment = {
  refusal: RolloverRefusal | null;
  renewal: Accrual | null;
  renewalRate: EffectiveRate | null;
};

function assess(loan: LoanState, period: Accrual, businessDate: BusinessDate): Assessment {
  const refuse = (refusal: RolloverRefusal): Assessment => ({ refusal, renewal: null, renewalRate: null });
  if (period.maturityOn === null) return refuse('not-disbursed');
  // The terms give one due date to extend; re-timing a plan would be a restructuring they do not define.
  if (loan.terms.instalmentCount !== 1) return refuse('instalment-plan');
  if (period.owed.principalAmount === 0) return refuse('no-principal-outstanding');
  if ((loan.rolloverCount ?? 0) >= loan.terms.maxRollovers) return refuse('limit-reached');
  if (daysBetween(period.maturityOn, businessDate) > MAX_ROLLOVER_DAYS_LATE) return refuse('too-late');
  // On the day the period starts nothing has accrued: a rollover would cost ₱0.00 and buy a whole new term. Checked
  // after the refusals that hold on every day, so 'disbursement-day' means "offered from tomorrow" and nothing else.
  if (period.periodStartOn !== null && daysBetween(period.periodStartOn, businessDate) <= 0) {
    return refuse('disbursement-day');
  }
  // Nothing to pay (the interest of the days kept is paid, no late charge): a ₱0 rollover cannot be paid through a
  // channel, so it is not offered; from tomorrow it costs a day's interest (issue 40, D2: docs/DECISIONS.md).
  if (period.owed.interestAmount + period.owed.penaltyAmount + period.owed.lateInterestAmount === 0) {
    return refuse('nothing-to-pay');
  }

  const renewal = accrue(rolled(loan, period, businessDate), businessDate);
  const row = renewal.instalments[0];
  if (!row || renewal.periodStartOn === null) return refuse('not-disbursed');
  // Nothing more may be charged under the 100 % cap: a rollover would buy nothing, so repayment only.
  if (renewal.capped && loan.terms.interestRateBpPerDay > 0 && row.charged.interestAmount === 0) {
    return refuse('charges-cap-reached');
  }
  const flows = {
    startOn: renewal.periodStartOn,
    principalAmount: row.charged.principalAmount,
    instalments: [
      {
        dueOn: row.dueOn,
        totalAmount: row.charged.principalAmount + row.charged.interestAmount + row.charged.feesAmount,
      },
    ],
  };
  if (renewal.covered && pricingIssues(loan.terms.interestRateBpPerDay, flows).length > 0) {
    return refuse('renewal-above-cap');
  }
  return { refusal: null, renewal, renewalRate: effectiveInterestRate(flows) };
}

export function quoteRollover(loan: LoanState, businessDate: BusinessDate): RolloverQuote {
  const period = currentPeriod(loan, businessDate);
  const { refusal, renewal, renewalRate } = assess(loan, period, businessDate);
  const { interestAmount, feesAmount, penaltyAmount, lateInterestAmount } = period.owed;
  const renewed = renewal?.instalments[0];
  return {
    allowed: refusal === null,
    refusal,
    delayAmount: interestAmount + penaltyAmount + lateInterestAmount,
    interestAmount,
    penaltyAmount,
    lateInterestAmount,
    carriedFeesAmount: feesAmount,
    dueOn: period.maturityOn,
    newDueOn: renewal?.maturityOn ?? null,
    nextPeriodChargesAmount: renewed ? renewed.charged.interestAmount + renewed.charged.feesAmount : 0,
    rolloversLeft: Math.max(0, loan.terms.maxRollovers - (loan.rolloverCount ?? 0)),
    renewalRate,
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
  const period = currentPeriod(loan, businessDate);
  const { refusal } = assess(loan, period, businessDate);
  if (refusal !== null) throw new LoanEngineError('rollover-not-allowed', `rollover refused: ${refusal}`);
  const { interestAmount, penaltyAmount, lateInterestAmount } = period.owed;
  const delayAmount = interestAmount + penaltyAmount + lateInterestAmount;
  if (paidAmount < delayAmount) {
    throw new LoanEngineError('rollover-not-allowed', `rollover needs ${delayAmount}, got ${paidAmount}`);
  }
  return { loan: rolled(loan, period, businessDate), remainderAmount: paidAmount - delayAmount };
}
