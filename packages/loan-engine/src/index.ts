export { accrue, type Accrual, type InstalmentAccrual } from './accrual';
export {
  allocatePayment,
  allocationRules,
  type Allocation,
  type AllocationLine,
  type AllocationRule,
} from './allocation';
export { GUARD, isCovered, lateChargesCap, totalChargesCap } from './caps';
export { CATALOGUE, findProduct, SEED_LATE_CHARGES } from './catalogue';
export { lateInterestAmount, type FeeCharge } from './charges';
export {
  addDays,
  addMonths,
  addWeekdays,
  businessDateFromInstant,
  daysBetween,
  type BusinessDate,
} from './dates';
export {
  effectiveInterestRate,
  simpleAnnualRateBp,
  type CashFlows,
  type EffectiveRate,
  type FinanceChargeFlows,
} from './eir';
export { LoanEngineError, type LoanEngineErrorCode } from './errors';
export { creditLimit, LIMIT_LADDER, nextCreditLimit, repaidOnTime, type RepaidLoan } from './ladder';
export {
  capsOf,
  type Bucket,
  type InstalmentBucket,
  type InstalmentBuckets,
  type LoanBuckets,
  type LoanLevelBucket,
  type LoanState,
  type PeriodCharges,
} from './loan';
export { pesos } from './money';
export { orderFigures, type ChargeKind, type ChargeLine, type OrderFigures } from './order-figures';
export {
  MIN_PAYMENT_AMOUNT,
  payableRange,
  previewPayment,
  type PayableRange,
  type PaymentPreview,
} from './part-payment';
export { pricingIssues, validateOffer } from './offer';
export {
  payoffQuote,
  prepaymentFromDay,
  prepaymentWindow,
  type PayoffQuote,
  type PrepaymentWindow,
} from './prepayment';
export {
  INTEREST_METHODS,
  MAX_INSTALMENTS,
  MAX_ROLLOVERS,
  MAX_TERM_DAYS,
  MIN_TERM_DAYS,
  offerFromProduct,
  pricingTermsOf,
  type ClientType,
  type FeeLine,
  type InterestMethod,
  type LateChargeConfig,
  type LateInterestTier,
  type Offer,
  type OfferIssue,
  type OfferIssueCode,
  type PrepaymentRule,
  type PricingTerms,
  type Product,
  type RecommendedProduct,
  type AmountRange,
} from './product';
export {
  amountRangeOf,
  largestAmountWithin,
  offerAt,
  offeredAmounts,
  productOfferIssues,
  rangeIssues,
  termOptionsOf,
  type RangeIssue,
  type RangeIssueCode,
} from './range';
export {
  applyRollover,
  MAX_ROLLOVER_DAYS_LATE,
  quoteRollover,
  type RolloverQuote,
  type RolloverRefusal,
} from './rollover';
export {
  loanAtDisbursement,
  renewalStatement,
  renewalStatements,
  type PostedPayment,
  type RenewalStatement,
} from './renewal';
export { buildSchedule, type Schedule, type ScheduledInstalment } from './schedule';
export {
  LATE_CHARGE_RULES,
  planDisclosure,
  quoteRestructure,
  RESTRUCTURE_INSTALMENTS,
  RESTRUCTURE_INTERVAL_DAYS,
  restructureTermDays,
  type LateChargeRule,
  type RestructurePlan,
  type RestructureQuote,
  type RestructureRefusal,
} from './restructure';
export { bookPosition, type BookPosition } from './books';
export { ORDER_STATUS, orderStatus, type OrderStatusCode } from './status';
export {
  waivablePenalty,
  waivePenalty,
  waiveWithMode,
  waiverOutlook,
  WAIVER_OUTLOOK_DAYS,
  type WaiverMode,
} from './waiver';
export { daysPastDueOf, overdueSince } from './overdue';
export { applicableRefund } from './refund-balance';
export {
  allowanceFor,
  bucketOf,
  DEFAULT_PROVISION_RATES,
  PROVISION_BUCKETS,
  provisionByBucket,
  type ProvisionBucket,
  type ProvisionLine,
  type ProvisionRates,
} from './provisioning';
