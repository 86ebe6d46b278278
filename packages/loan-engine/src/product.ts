import { LoanEngineError } from './errors';

export type ClientType = 'new' | 'repeat';

// A fee is either a fixed amount or a rate on the principal; both are charged with the repayments.
export type FeeLine =
  { label: string; kind: 'fixed'; amount: number } | { label: string; kind: 'rate'; rateBp: number };

// Each tier runs from `fromDay` (1 = first day late) until the next tier starts.
export interface LateInterestTier {
  fromDay: number;
  rateBpPerDay: number;
}

export interface LateChargeConfig {
  penaltyAmount: Record<ClientType, number>;
  interestTiers: readonly LateInterestTier[];
}

// 'after-half-term': the seed terms (strictly after half the term and at least 7 days after disbursement).
export type PrepaymentRule = 'anytime' | 'after-half-term';

// 'flat' (add-on): the daily rate on the whole principal for the whole term. 'declining-balance': the daily rate
// on the principal still outstanding, period by period, so principal repaid early stops costing interest.
export type InterestMethod = 'flat' | 'declining-balance';
export const INTEREST_METHODS: readonly InterestMethod[] = ['flat', 'declining-balance'];

// What prices a loan. A Product satisfies it, so an order can carry its product as its terms.
export interface PricingTerms {
  instalmentCount: number;
  interestRateBpPerDay: number;
  interestMethod: InterestMethod;
  fees: readonly FeeLine[];
  lateCharges: LateChargeConfig;
  prepaymentRule: PrepaymentRule;
  // How many times the loan may be rolled over (0: repayment only). Instalment plans cannot roll over.
  maxRollovers: number;
}

export interface RecommendedProduct {
  buttonText: string;
  enabled: 0 | 1;
  range: string;
  rangeDesc: string;
  description: string;
  tags: readonly string[];
}

/** The amounts a product lends: from minAmount to maxAmount in steps of stepAmount (centavos). */
export interface AmountRange {
  minAmount: number;
  maxAmount: number;
  stepAmount: number;
}

export interface Product extends PricingTerms {
  id: string;
  name: string;
  logo: string;
  /** The default amount and term: what the product is quoted at when the borrower has not chosen. */
  principalAmount: number;
  termDays: number;
  /** The amounts it lends (issue 27); absent on rows stored before ranges: the default amount only. */
  amountRange?: AmountRange;
  /** The terms it offers, in days, ascending; absent: the default term only. */
  termOptions?: readonly number[];
  recommendation: RecommendedProduct;
}

export interface Offer {
  terms: PricingTerms;
  principalAmount: number;
  termDays: number;
}

export const MIN_TERM_DAYS = 91;
export const MAX_TERM_DAYS = 365;
export const MAX_INSTALMENTS = 12;
export const MAX_ROLLOVERS = 6;

export type OfferIssueCode =
  | 'term-out-of-range'
  | 'invalid-principal'
  | 'invalid-instalment-count'
  | 'invalid-rate'
  | 'invalid-fee'
  | 'invalid-late-charges'
  | 'invalid-rollovers'
  | 'nominal-rate-above-cap'
  | 'eir-above-cap';

export interface OfferIssue {
  code: OfferIssueCode;
  message: string;
}

export function offerFromProduct(product: Product): Offer {
  return {
    terms: pricingTermsOf(product),
    principalAmount: product.principalAmount,
    termDays: product.termDays,
  };
}

// The pricing part of a product alone: what an order keeps as its terms snapshot when it is signed.
export function pricingTermsOf(product: PricingTerms): PricingTerms {
  return {
    instalmentCount: product.instalmentCount,
    interestRateBpPerDay: product.interestRateBpPerDay,
    interestMethod: product.interestMethod,
    fees: product.fees,
    lateCharges: product.lateCharges,
    prepaymentRule: product.prepaymentRule,
    maxRollovers: product.maxRollovers,
  };
}

const isCount = (value: number, min: number): boolean => Number.isSafeInteger(value) && value >= min;

// Shape problems that make arithmetic meaningless; regulatory checks live in validateOffer.
export function structuralIssues(offer: Offer): OfferIssue[] {
  const issues: OfferIssue[] = [];
  const { terms } = offer;
  if (
    !Number.isSafeInteger(offer.termDays) ||
    offer.termDays < MIN_TERM_DAYS ||
    offer.termDays > MAX_TERM_DAYS
  ) {
    issues.push({
      code: 'term-out-of-range',
      message: `term must be ${MIN_TERM_DAYS} to ${MAX_TERM_DAYS} days, got ${offer.termDays}`,
    });
  }
  if (!isCount(offer.principalAmount, 1)) {
    issues.push({ code: 'invalid-principal', message: `principal must be a positive integer of centavos` });
  }
  if (!isCount(terms.instalmentCount, 1) || terms.instalmentCount > MAX_INSTALMENTS) {
    issues.push({ code: 'invalid-instalment-count', message: `instalments must be 1 to ${MAX_INSTALMENTS}` });
  }
  if (!isCount(terms.interestRateBpPerDay, 0)) {
    issues.push({
      code: 'invalid-rate',
      message: 'interest rate must be a non-negative integer of bp per day',
    });
  }
  if (!INTEREST_METHODS.includes(terms.interestMethod)) {
    issues.push({
      code: 'invalid-rate',
      message: `interest method must be one of ${INTEREST_METHODS.join(', ')}`,
    });
  }
  if (
    !isCount(terms.maxRollovers, 0) ||
    terms.maxRollovers > MAX_ROLLOVERS ||
    (terms.instalmentCount !== 1 && terms.maxRollovers !== 0)
  ) {
    issues.push({
      code: 'invalid-rollovers',
      message: `rollovers must be 0 to ${MAX_ROLLOVERS}, and 0 for an instalment plan`,
    });
  }
  for (const fee of terms.fees) {
    const value = fee.kind === 'fixed' ? fee.amount : fee.rateBp;
    if (!isCount(value, 0) || fee.label.trim() === '') {
      issues.push({
        code: 'invalid-fee',
        message: `fee '${fee.label}' needs a label and a non-negative integer`,
      });
    }
  }
  const { penaltyAmount, interestTiers } = terms.lateCharges;
  const tiersOk =
    interestTiers.length > 0 &&
    interestTiers[0]?.fromDay === 1 &&
    interestTiers.every(
      (tier, i) =>
        isCount(tier.rateBpPerDay, 0) &&
        isCount(tier.fromDay, 1) &&
        (i === 0 || tier.fromDay > interestTiers[i - 1]!.fromDay),
    );
  if (!tiersOk || !isCount(penaltyAmount.new, 0) || !isCount(penaltyAmount.repeat, 0)) {
    issues.push({
      code: 'invalid-late-charges',
      message: 'late penalties must be integers and interest tiers must start at day 1 and ascend',
    });
  }
  return issues;
}

export function assertValidOffer(offer: Offer): void {
  const issues = structuralIssues(offer);
  if (issues.length > 0) {
    throw new LoanEngineError('invalid-offer', issues.map((issue) => issue.message).join('; '));
  }
}
