import { isCovered } from './caps';
import { toDayNumber, type BusinessDate } from './dates';
import { LoanEngineError } from './errors';
import { assertAmount } from './money';
import type { ClientType, Offer } from './product';

// What a borrower can owe on one instalment, in the order the terms list them after maturity.
export interface InstalmentBuckets {
  penaltyAmount: number;
  lateInterestAmount: number;
  feesAmount: number;
  interestAmount: number;
  principalAmount: number;
}

// Legal charges and enforcement costs belong to the loan, not to an instalment.
export interface LoanBuckets extends InstalmentBuckets {
  legalChargesAmount: number;
  enforcementCostsAmount: number;
}

export type LoanLevelBucket = 'legalCharges' | 'enforcementCosts';
export type InstalmentBucket = 'penalty' | 'lateInterest' | 'fees' | 'interest' | 'principal';
export type Bucket = LoanLevelBucket | InstalmentBucket;

/**
 * An order as the server stores it; each field maps to one column. Optional fields default to zero, so
 * a fresh order needs only the offer, the client type and the disbursement date.
 * `instalmentsPaid[i]` holds what was paid on instalment i + 1 of the current period; a rollover zeroes
 * its charge buckets and moves the period's charges into `rolledOverChargesAmount`.
 */
export interface LoanState extends Offer {
  clientType: ClientType;
  disbursedOn: BusinessDate | null;
  disbursementFailed?: boolean;
  rolloverCount?: number;
  // Where the current period started: the day of the last rollover (the disbursement date before any).
  periodStartOn?: BusinessDate | null;
  // Fees of earlier periods left unpaid at a rollover: the renewed period owes them instead of new fees.
  carriedFeesAmount?: number;
  // Principal repaid before the last rollover: the renewed period lends (and charges interest on) the rest.
  principalRepaidAmount?: number;
  // The one-time late penalty was charged in an earlier period: it is never charged again (once per loan).
  penaltyCharged?: boolean;
  // Penalty of the current period waived by the lender (issue 28, collections): charged less by this much, never
  // below what was paid on it. A rollover folds the period's charges away, so it starts again at zero.
  penaltyWaivedAmount?: number;
  // The lender stopped late charges on this order on this day (issue 40, D3: "waive and stop late charges"): late
  // penalty and late interest are charged as they stood on it, and nothing more accrues, in any period.
  lateChargesStoppedOn?: BusinessDate | null;
  // Paid off early on this day: interest not yet due is charged only as accrued up to it.
  settledOn?: BusinessDate | null;
  // Whether the SEC caps cover the loan, decided when it was offered and kept for its life (see isCovered);
  // unset or null: decided now from its principal and term, by the same rule.
  covered?: boolean | null;
  // The lender's policy when the loan was signed: the 100 % total-cost cap and the 5 %-a-month late-charge cap
  // apply to this loan even when the SEC caps do not cover it. Unset: only covered loans are capped.
  capsAllLoans?: boolean;
  rolledOverChargesAmount?: number;
  // A restructured loan (issue 42: restructure.ts), the new order owing what the one it restructured did.
  restructured?: boolean;
  // The principal the 100 % cap counts on: the first loan's, so the caps hold over its whole life. Unset: principal.
  capBaseAmount?: number | null;
  // Charges the restructured loan made and were settled: they count against the cap here, and are never owed again.
  priorChargesAmount?: number;
  // Charges the restructured loan still owed, owed again here evenly over the instalments, bearing no interest.
  carriedChargesAmount?: number;
  // What each period closed by a rollover charged, oldest first (issue 40, D4: order details label each period).
  // Their sum is part of rolledOverChargesAmount; an order rolled over before this was kept has none for its
  // earlier periods, and shows their charges as one row.
  rolledOverPeriods?: readonly PeriodCharges[];
  legalChargesAmount?: number;
  legalChargesPaidAmount?: number;
  enforcementCostsAmount?: number;
  enforcementCostsPaidAmount?: number;
  instalmentsPaid?: readonly Partial<InstalmentBuckets>[];
}

/** The charges of one period, as it stood when a rollover closed it. */
export interface PeriodCharges {
  interestAmount: number;
  feesAmount: number;
  penaltyAmount: number;
  lateInterestAmount: number;
}

export type NormalizedLoan = Required<
  Omit<LoanState, 'instalmentsPaid' | 'covered' | 'rolledOverPeriods' | 'capBaseAmount'>
> & {
  covered: boolean;
  capBaseAmount: number;
  instalmentsPaid: InstalmentBuckets[];
  rolledOverPeriods: PeriodCharges[];
};

export const INSTALMENT_BUCKETS = [
  'penaltyAmount',
  'lateInterestAmount',
  'feesAmount',
  'interestAmount',
  'principalAmount',
] as const satisfies readonly (keyof InstalmentBuckets)[];

export const CHARGE_BUCKETS = [
  'penaltyAmount',
  'lateInterestAmount',
  'feesAmount',
  'interestAmount',
] as const;

export function emptyBuckets(): InstalmentBuckets {
  return { penaltyAmount: 0, lateInterestAmount: 0, feesAmount: 0, interestAmount: 0, principalAmount: 0 };
}

export function bucketsTotal(buckets: InstalmentBuckets): number {
  return INSTALMENT_BUCKETS.reduce((total, key) => total + buckets[key], 0);
}

export function normalizeLoan(loan: LoanState): NormalizedLoan {
  if (loan.disbursedOn !== null) toDayNumber(loan.disbursedOn);
  const rolloverCount = loan.rolloverCount ?? 0;
  if (!Number.isSafeInteger(rolloverCount) || rolloverCount < 0) {
    throw new LoanEngineError(
      'invalid-loan',
      `rolloverCount must be a non-negative integer, got ${rolloverCount}`,
    );
  }
  const periodStartOn = loan.periodStartOn ?? (rolloverCount === 0 ? loan.disbursedOn : null);
  if (rolloverCount > 0 && periodStartOn === null) {
    throw new LoanEngineError('invalid-loan', 'a rolled-over loan needs the start of its current period');
  }
  if (periodStartOn !== null) toDayNumber(periodStartOn);
  if (loan.settledOn) toDayNumber(loan.settledOn);
  if (loan.lateChargesStoppedOn) toDayNumber(loan.lateChargesStoppedOn);
  const paid = loan.instalmentsPaid ?? [];
  if (paid.length > loan.terms.instalmentCount) {
    throw new LoanEngineError('invalid-loan', 'more paid rows than instalments');
  }
  // The field's name is built only for the error: building it for every field of every row was most of the time
  // a loan took to read.
  const amount = (value: number | undefined, name: string | (() => string)): number => {
    const v = value ?? 0;
    if (Number.isSafeInteger(v) && v >= 0) return v;
    return assertAmount(v, typeof name === 'string' ? name : name());
  };
  return {
    ...loan,
    disbursementFailed: loan.disbursementFailed ?? false,
    rolloverCount,
    periodStartOn,
    carriedFeesAmount: amount(loan.carriedFeesAmount, 'carriedFeesAmount'),
    principalRepaidAmount: amount(loan.principalRepaidAmount, 'principalRepaidAmount'),
    penaltyCharged: loan.penaltyCharged ?? false,
    penaltyWaivedAmount: amount(loan.penaltyWaivedAmount, 'penaltyWaivedAmount'),
    settledOn: loan.settledOn ?? null,
    lateChargesStoppedOn: loan.lateChargesStoppedOn ?? null,
    covered: loan.covered ?? isCovered(loan.principalAmount, loan.termDays),
    capsAllLoans: loan.capsAllLoans ?? false,
    rolledOverChargesAmount: amount(loan.rolledOverChargesAmount, 'rolledOverChargesAmount'),
    restructured: loan.restructured ?? false,
    capBaseAmount: amount(loan.capBaseAmount ?? loan.principalAmount, 'capBaseAmount'),
    priorChargesAmount: amount(loan.priorChargesAmount, 'priorChargesAmount'),
    carriedChargesAmount: amount(loan.carriedChargesAmount, 'carriedChargesAmount'),
    rolledOverPeriods: (loan.rolledOverPeriods ?? []).map((period, i) => ({
      interestAmount: amount(period.interestAmount, () => `rolledOverPeriods[${i}].interestAmount`),
      feesAmount: amount(period.feesAmount, () => `rolledOverPeriods[${i}].feesAmount`),
      penaltyAmount: amount(period.penaltyAmount, () => `rolledOverPeriods[${i}].penaltyAmount`),
      lateInterestAmount: amount(
        period.lateInterestAmount,
        () => `rolledOverPeriods[${i}].lateInterestAmount`,
      ),
    })),
    legalChargesAmount: amount(loan.legalChargesAmount, 'legalChargesAmount'),
    legalChargesPaidAmount: amount(loan.legalChargesPaidAmount, 'legalChargesPaidAmount'),
    enforcementCostsAmount: amount(loan.enforcementCostsAmount, 'enforcementCostsAmount'),
    enforcementCostsPaidAmount: amount(loan.enforcementCostsPaidAmount, 'enforcementCostsPaidAmount'),
    instalmentsPaid: Array.from({ length: loan.terms.instalmentCount }, (_, i) => {
      const row = paid[i] ?? {};
      const buckets = emptyBuckets();
      for (const key of INSTALMENT_BUCKETS)
        buckets[key] = amount(row[key], () => `instalmentsPaid[${i}].${key}`);
      return buckets;
    }),
  };
}

// Whether the SEC caps cover the loan, and whether the caps apply to it (covered, or by the lender's policy).
export function capsOf(loan: LoanState): { covered: boolean; capped: boolean } {
  const { covered, capsAllLoans } = normalizeLoan(loan);
  return { covered, capped: covered || capsAllLoans };
}
