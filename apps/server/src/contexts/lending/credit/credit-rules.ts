// The credit decision's rules (issue 27), pure: the inputs are gathered by credit.service.ts under the borrower's
// lock, and every rule is judged and kept with its reason, so the decision row shows why, rule by rule. A failed
// rule declines (the first failure is the reason the borrower reads); otherwise a review trigger holds the
// application for a person; otherwise it is approved with the amount and term asked.
import type { DecisionOutcome } from '@pautang/contract/origination';
import { ruleReasons, outcomeMessages } from './credit-texts';
import { ADULT_YEARS } from '../../identity/index';

export const RULES = [
  'profile',
  'age',
  'nationality',
  'open-loan',
  'pending-review',
  'account',
  'product-range',
  'limit',
  'id-shared',
] as const;
export type RuleName = (typeof RULES)[number];

export type RuleResult = { rule: RuleName; passed: boolean; reason: string };

/** What the rules read, recorded as the decision's inputs. */
export type DecisionInputs = {
  businessDate: string;
  amount: number;
  termDays: number;
  profileComplete: boolean;
  /** The first profile step still to do; null when complete. */
  profileNext: string | null;
  /** Whole years on the business date, from the profile's birth date (kept as the age only: less personal data). */
  ageYears: number | null;
  nationality: string | null;
  openOrderIds: string[];
  pendingReviewIds: string[];
  payoutAccountId: string | null;
  product: { id: string; minAmount: number; maxAmount: number; stepAmount: number; termOptions: number[] };
  /** Why the amount and term are not one of the product's offers ('' when they are). */
  rangeIssue: string;
  limitAmount: number;
  loansRepaid: number;
  loansRepaidOnTime: number;
  idNumberElsewhere: boolean;
};

/** The loan terms' nationality: the profile's answer, read loosely (a code or the word). */
const FILIPINO = new Set(['filipino', 'ph', 'phl', 'philippines', 'philippine']);
export const isFilipino = (nationality: string | null) =>
  nationality !== null && FILIPINO.has(nationality.trim().toLowerCase());

export type Decision = {
  outcome: DecisionOutcome;
  reason: string;
  rules: RuleResult[];
};

export function decide(inputs: DecisionInputs): Decision {
  const { product } = inputs;
  const result = (rule: RuleName, passed: boolean, reason: string): RuleResult => ({
    rule,
    passed,
    reason: passed ? ruleReasons.passed : reason,
  });
  const rules: RuleResult[] = [
    result('profile', inputs.profileComplete, ruleReasons.profile),
    result('age', inputs.ageYears !== null && inputs.ageYears >= ADULT_YEARS, ruleReasons.age),
    result('nationality', isFilipino(inputs.nationality), ruleReasons.nationality),
    result('open-loan', inputs.openOrderIds.length === 0, ruleReasons.openLoan),
    result('pending-review', inputs.pendingReviewIds.length === 0, ruleReasons.review),
    result('account', inputs.payoutAccountId !== null, ruleReasons.account),
    result(
      'product-range',
      inputs.rangeIssue === '',
      ruleReasons.productRange(product.minAmount, product.maxAmount, product.stepAmount, product.termOptions),
    ),
    result('limit', inputs.amount <= inputs.limitAmount, ruleReasons.limit(inputs.limitAmount)),
    result('id-shared', !inputs.idNumberElsewhere, ruleReasons.idShared),
  ];
  // A missing profile answers age and nationality too: the borrower reads the one thing to do, the profile.
  const failed = rules.find((r) => !r.passed && r.rule !== 'id-shared');
  if (failed) return { outcome: 'declined', reason: failed.reason, rules };
  if (inputs.idNumberElsewhere) return { outcome: 'review', reason: outcomeMessages.review, rules };
  return { outcome: 'approved', reason: outcomeMessages.approved(inputs.amount, inputs.termDays), rules };
}
