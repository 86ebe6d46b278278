import { GUARD, isCovered } from './caps';
import { effectiveInterestRate } from './eir';
import { structuralIssues, type Offer, type OfferIssue } from './product';
import { buildSchedule } from './schedule';

// The EIR depends only on day offsets, so any fixed start date gives the same answer.
const REFERENCE_START = '2026-01-01';

/**
 * Everything wrong with an offer, empty when it may be shown. Covered offers must also respect the
 * MC 14 s.2025 pricing ceilings (6 % a month nominal, 12 % a month EIR, both pro-rated as 30 days).
 */
export function validateOffer(offer: Offer): OfferIssue[] {
  const issues = structuralIssues(offer);
  if (issues.length > 0 || !isCovered(offer.principalAmount, offer.termDays)) return issues;

  if (offer.terms.interestRateBpPerDay * GUARD.daysPerMonth > GUARD.nominalRateBpPerMonth) {
    issues.push({
      code: 'nominal-rate-above-cap',
      message: `nominal rate ${offer.terms.interestRateBpPerDay} bp/day exceeds ${GUARD.nominalRateBpPerMonth} bp/month`,
    });
  }
  const eir = effectiveInterestRate(buildSchedule(offer, REFERENCE_START));
  if (eir.monthlyBp > GUARD.eirBpPerMonth) {
    issues.push({
      code: 'eir-above-cap',
      message: `EIR ${eir.monthlyBp} bp/month exceeds ${GUARD.eirBpPerMonth} bp/month`,
    });
  }
  return issues;
}
