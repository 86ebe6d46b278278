import { addDays, toDayNumber, type BusinessDate } from './dates';
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
  rolledOverChargesAmount?: number;
  legalChargesAmount?: number;
  legalChargesPaidAmount?: number;
  enforcementCostsAmount?: number;
  enforcementCostsPaidAmount?: number;
  instalmentsPaid?: readonly Partial<InstalmentBuckets>[];
}

export type NormalizedLoan = Required<Omit<LoanState, 'instalmentsPaid'>> & {
  instalmentsPaid: InstalmentBuckets[];
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
  const paid = loan.instalmentsPaid ?? [];
  if (paid.length > loan.terms.instalmentCount) {
    throw new LoanEngineError('invalid-loan', 'more paid rows than instalments');
  }
  const amount = (value: number | undefined, name: string): number => assertAmount(value ?? 0, name);
  return {
    ...loan,
    disbursementFailed: loan.disbursementFailed ?? false,
    rolloverCount,
    rolledOverChargesAmount: amount(loan.rolledOverChargesAmount, 'rolledOverChargesAmount'),
    legalChargesAmount: amount(loan.legalChargesAmount, 'legalChargesAmount'),
    legalChargesPaidAmount: amount(loan.legalChargesPaidAmount, 'legalChargesPaidAmount'),
    enforcementCostsAmount: amount(loan.enforcementCostsAmount, 'enforcementCostsAmount'),
    enforcementCostsPaidAmount: amount(loan.enforcementCostsPaidAmount, 'enforcementCostsPaidAmount'),
    instalmentsPaid: Array.from({ length: loan.terms.instalmentCount }, (_, i) => {
      const row = paid[i] ?? {};
      const buckets = emptyBuckets();
      for (const key of INSTALMENT_BUCKETS) buckets[key] = amount(row[key], `instalmentsPaid[${i}].${key}`);
      return buckets;
    }),
  };
}

// Each rollover starts a new period of the same length where the previous one ended.
export function periodStartOn(
  disbursedOn: BusinessDate,
  termDays: number,
  rolloverCount: number,
): BusinessDate {
  return addDays(disbursedOn, termDays * rolloverCount);
}
