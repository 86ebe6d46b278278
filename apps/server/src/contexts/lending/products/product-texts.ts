// Server-side wording of a product's price: every rate names its method, so a flat rate is never read as the
// cheaper declining-balance one (issue 6: '0.08% per day' alone understated the cost of a flat plan).
import { formatBasisPoints } from '@pautang/contract/format/rate';
import type { InterestMethod, PricingTerms } from '@pautang/loan-engine';

const METHOD: Record<InterestMethod, { long: string; short: string }> = {
  flat: { long: 'flat, on the full principal for the whole term', short: 'flat' },
  'declining-balance': { long: 'on the declining balance', short: 'declining balance' },
};

/** '0.15% per day, flat, on the full principal for the whole term' (confirmation and disclosure). */
export function interestRateText(terms: PricingTerms): string {
  return `${formatBasisPoints(terms.interestRateBpPerDay)} per day, ${METHOD[terms.interestMethod].long}`;
}

/** '0.15%/day flat' (the recommended-products card, where room is short). */
export function interestRateShortText(terms: PricingTerms): string {
  return `${formatBasisPoints(terms.interestRateBpPerDay)}/day ${METHOD[terms.interestMethod].short}`;
}
