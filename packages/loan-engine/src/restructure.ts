import { accrue } from './accrual';
import { allocatePayment, type AllocationLine } from './allocation';
import type { BusinessDate } from './dates';
import { effectiveInterestRate, type EffectiveRate } from './eir';
import { LoanEngineError } from './errors';
import { normalizeLoan, type LoanState } from './loan';
import { sumAmounts } from './money';
import { pricingIssues } from './offer';
import { MIN_TERM_DAYS } from './product';
import { buildSchedule, CARRIED_CHARGES_LABEL, type Schedule } from './schedule';

/**
 * Restructuring for a borrower in hardship (issue 42): an overdue loan's balance, as of the day, becomes a new loan
 * of 2 to 6 instalments, and the old loan closes into it.
 * - The old loan settles as if paid off that day: interest only as earned to it, nothing of later days.
 * - The new loan lends the principal still owed, at the old loan's daily rate on the declining balance, and owes the
 *   charges the old loan still owed (interest, fees, legal charges) again, spread evenly, bearing no interest.
 * - Late charges follow the stated rule: 'freeze' carries those owed into the plan; 'waive' forgives them. Either
 *   way the plan accrues none: a missed plan instalment is a collections matter, not a new charge.
 * - It is the same loan for the caps (SEC MC 3 s.2022 as recalibrated by MC 14 s.2025 cover loans "entered into,
 *   restructured, or renewed"): the 100 % cap counts on the first loan's principal, and every charge the old loan
 *   made and settled counts against it (priorChargesAmount), so interest is charged only within the room left.
 *   A covered plan is checked against the 6 % nominal and 12 % EIR ceilings like any offer.
 * - Instalments fall due every 30 days, and the plan runs at least MIN_TERM_DAYS (the shortest term we lend).
 * - A loan is restructured once: a plan that fails goes to collections, not into another plan.
 */
export const RESTRUCTURE_INSTALMENTS = { min: 2, max: 6 } as const;
export const RESTRUCTURE_INTERVAL_DAYS = 30;
export type LateChargeRule = 'freeze' | 'waive';
export const LATE_CHARGE_RULES: readonly LateChargeRule[] = ['freeze', 'waive'];

export type RestructureRefusal =
  'not-disbursed' | 'not-overdue' | 'already-restructured' | 'instalments-out-of-range' | 'above-cap';

export interface RestructurePlan {
  instalmentCount: number;
  lateCharges: LateChargeRule;
}

export interface RestructureQuote {
  allowed: boolean;
  refusal: RestructureRefusal | null;
  /** What the old loan owes on the day, interest as earned to it: what the restructure settles. */
  settledAmount: number;
  /** The settlement by bucket, as a payment of settledAmount would allocate it. */
  settlementLines: AllocationLine[];
  /** The old loan as closed (everything settled on the day); null when refused. */
  closedLoan: LoanState | null;
  /** The principal still owed: the new loan's principal. */
  principalAmount: number;
  /** Charges still owed that the new loan owes again (late charges included under 'freeze'). */
  carriedAmount: number;
  /** Late charges forgiven under 'waive'. */
  waivedAmount: number;
  /** The new loan as of its first day; null when refused. */
  loan: LoanState | null;
  /** Its schedule, charges within the caps (what the disclosure shows); null when refused. */
  schedule: Schedule | null;
  /** The new loan's finance charge: its interest (it charges no fees). */
  interestAmount: number;
  /** The amount financed, as the disclosure states it: the principal and the charges carried. */
  amountFinancedAmount: number;
  /** What the borrower repays over the plan. */
  totalAmount: number;
  rate: EffectiveRate | null;
}

/** The term of a plan of `instalmentCount` instalments (see above). */
export function restructureTermDays(instalmentCount: number): number {
  return Math.max(MIN_TERM_DAYS, instalmentCount * RESTRUCTURE_INTERVAL_DAYS);
}

export function quoteRestructure(
  input: LoanState,
  businessDate: BusinessDate,
  plan: RestructurePlan,
): RestructureQuote {
  const refused = (refusal: RestructureRefusal): RestructureQuote => ({
    allowed: false,
    refusal,
    settledAmount: 0,
    settlementLines: [],
    closedLoan: null,
    principalAmount: 0,
    carriedAmount: 0,
    waivedAmount: 0,
    loan: null,
    schedule: null,
    interestAmount: 0,
    amountFinancedAmount: 0,
    totalAmount: 0,
    rate: null,
  });
  if (
    !Number.isSafeInteger(plan.instalmentCount) ||
    plan.instalmentCount < RESTRUCTURE_INSTALMENTS.min ||
    plan.instalmentCount > RESTRUCTURE_INSTALMENTS.max
  ) {
    return refused('instalments-out-of-range');
  }
  if (!LATE_CHARGE_RULES.includes(plan.lateCharges)) {
    throw new LoanEngineError('invalid-loan', `unknown late-charge rule ${String(plan.lateCharges)}`);
  }
  const loan = normalizeLoan(input);
  if (loan.restructured) {
    return refused('already-restructured');
  }
  // Settled on the day: interest of the days not yet come is not owed (as a payoff that day).
  const settled = accrue({ ...input, settledOn: businessDate }, businessDate);
  if (settled.maturityOn === null) return refused('not-disbursed');
  const overdue = settled.instalments.some((row) => row.isDue && row.daysLate > 0 && row.owedAmount > 0);
  if (!overdue || settled.owed.principalAmount === 0) return refused('not-overdue');

  const settledAmount = settled.outstandingAmount;
  const closing = allocatePayment({ ...input, settledOn: businessDate }, settledAmount, businessDate);
  if (closing.remainderAmount !== 0 || accrue(closing.loan, businessDate).outstandingAmount !== 0) {
    throw new LoanEngineError('invalid-loan', 'the restructure did not settle the old loan');
  }
  const { owed } = settled;
  const lateAmount = owed.penaltyAmount + owed.lateInterestAmount;
  const otherCharges =
    owed.interestAmount + owed.feesAmount + owed.legalChargesAmount + owed.enforcementCostsAmount;
  const carriedAmount = otherCharges + (plan.lateCharges === 'freeze' ? lateAmount : 0);
  const waivedAmount = plan.lateCharges === 'waive' ? lateAmount : 0;
  // What the old loan charged and was settled counts against the cap; the carried part is charged again here, and
  // late charges forgiven were never collected.
  const priorChargesAmount = settled.chargesAmount - carriedAmount - waivedAmount;

  const termDays = restructureTermDays(plan.instalmentCount);
  const next: LoanState = {
    terms: {
      ...loan.terms,
      instalmentCount: plan.instalmentCount,
      interestMethod: 'declining-balance',
      fees: [],
      maxRollovers: 0,
      prepaymentRule: 'anytime',
    },
    principalAmount: owed.principalAmount,
    termDays,
    clientType: loan.clientType,
    disbursedOn: businessDate,
    restructured: true,
    covered: loan.covered,
    capsAllLoans: loan.capsAllLoans,
    capBaseAmount: loan.capBaseAmount,
    priorChargesAmount,
    carriedChargesAmount: carriedAmount,
    // Once per loan, and the plan charges none anyway.
    penaltyCharged: true,
    lateChargesStoppedOn: businessDate,
  };
  const disclosure = planDisclosure(next);
  if (loan.covered && pricingIssues(loan.terms.interestRateBpPerDay, disclosure.schedule).length > 0) {
    return refused('above-cap');
  }
  return {
    allowed: true,
    refusal: null,
    settledAmount,
    settlementLines: closing.lines,
    closedLoan: closing.loan,
    principalAmount: owed.principalAmount,
    carriedAmount,
    waivedAmount,
    loan: next,
    schedule: disclosure.schedule,
    interestAmount: disclosure.schedule.interestAmount,
    amountFinancedAmount: disclosure.schedule.principalAmount,
    totalAmount: disclosure.schedule.totalAmount,
    rate: disclosure.rate,
  };
}

/**
 * A plan as its disclosure states it (RA 3765): the amount financed is the balance it carries (the principal and
 * the charges owed again), the finance charge its interest as the caps let it be charged, and each instalment what
 * falls due. The same figures whether the plan is offered or running (from its first day).
 */
export function planDisclosure(plan: LoanState): { schedule: Schedule; rate: EffectiveRate } {
  const startOn = plan.disbursedOn;
  if (startOn === null) throw new LoanEngineError('invalid-loan', 'a plan starts on its first day');
  const carried = plan.carriedChargesAmount ?? 0;
  const start = accrue({ ...plan, instalmentsPaid: [], settledOn: null }, startOn);
  const scheduled = buildSchedule(plan, startOn, carried, CARRIED_CHARGES_LABEL);
  const instalments = scheduled.instalments.map((row, i) => {
    const charged = start.instalments[i]!.charged;
    const principalAmount = charged.principalAmount + charged.feesAmount;
    return {
      ...row,
      principalAmount,
      interestAmount: charged.interestAmount,
      feesAmount: 0,
      totalAmount: principalAmount + charged.interestAmount,
    };
  });
  const principalAmount = sumAmounts(instalments.map((row) => row.principalAmount));
  const interestAmount = sumAmounts(instalments.map((row) => row.interestAmount));
  const schedule: Schedule = {
    ...scheduled,
    principalAmount,
    interestAmount,
    feesAmount: 0,
    fees: [],
    totalAmount: principalAmount + interestAmount,
    instalments,
  };
  return { schedule, rate: effectiveInterestRate(schedule) };
}
