import { GUARD, isCovered } from './caps';
import { effectiveInterestRate, type CashFlows } from './eir';
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
  return pricingIssues(offer.terms.interestRateBpPerDay, buildSchedule(offer, REFERENCE_START));
}

/**
 * The MC 14 s.2025 ceilings for a covered loan, on the unrounded figures: an EIR of 1,200.49 bp a month is
 * over 12 % even though it would display as 12.00 %. A rollover's renewal is checked here too.
 */
export function pricingIssues(interestRateBpPerDay: number, flows: CashFlows): OfferIssue[] {
  const issues: OfferIssue[] = [];
  if (interestRateBpPerDay * GUARD.daysPerMonth > GUARD.nominalRateBpPerMonth) {
    issues.push({
      code: 'nominal-rate-above-cap',
      message: `nominal rate ${interestRateBpPerDay} bp/day exceeds ${GUARD.nominalRateBpPerMonth} bp/month`,
    });
  }
  const eir = effectiveInterestRate(flows);
  const monthlyBp = eir.dailyRate * 10_000 * GUARD.daysPerMonth;
  if (monthlyBp > GUARD.eirBpPerMonth) {
    issues.push({
      code: 'eir-above-cap',
      message: `EIR ${Math.round(monthlyBp * 100) / 100} bp/month exceeds ${GUARD.eirBpPerMonth} bp/month`,
    });
  }
  return issues;
}
