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
export { addDays, businessDateFromInstant, daysBetween, type BusinessDate } from './dates';
export { effectiveInterestRate, type EffectiveRate } from './eir';
export { LoanEngineError, type LoanEngineErrorCode } from './errors';
export {
  type Bucket,
  type InstalmentBucket,
  type InstalmentBuckets,
  type LoanBuckets,
  type LoanLevelBucket,
  type LoanState,
} from './loan';
export { pesos } from './money';
export { validateOffer } from './offer';
export { prepaymentWindow, type PrepaymentWindow } from './prepayment';
export {
  MAX_INSTALMENTS,
  MAX_TERM_DAYS,
  MIN_TERM_DAYS,
  offerFromProduct,
  type ClientType,
  type FeeLine,
  type LateChargeConfig,
  type LateInterestTier,
  type Offer,
  type OfferIssue,
  type OfferIssueCode,
  type PrepaymentRule,
  type PricingTerms,
  type Product,
  type RecommendedProduct,
} from './product';
export { applyRollover, quoteRollover, type RolloverQuote, type RolloverRefusal } from './rollover';
export { buildSchedule, type Schedule, type ScheduledInstalment } from './schedule';
export { ORDER_STATUS, orderStatus, type OrderStatusCode } from './status';
