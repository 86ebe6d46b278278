import { BASIS_POINTS, mulDiv, sumAmounts } from './money';
import type { ClientType, FeeLine, LateChargeConfig, LateInterestTier } from './product';

export interface FeeCharge {
  label: string;
  amount: number;
}

// Rate fees are a share of the principal, rounded half up once per line.
export function feeCharges(fees: readonly FeeLine[], principalAmount: number): FeeCharge[] {
  return fees.map((fee) => ({
    label: fee.label,
    amount:
      fee.kind === 'fixed' ? fee.amount : mulDiv([principalAmount, fee.rateBp], BASIS_POINTS, 'half-up'),
  }));
}

// Simple interest on the principal for the whole span, rounded half up once: rounding each day would
// drift by up to half a centavo a day and make the total depend on how often it was recomputed.
export function interestForDays(principalAmount: number, rateBpPerDay: number, days: number): number {
  return mulDiv([principalAmount, rateBpPerDay, days], BASIS_POINTS, 'half-up');
}

// Sum of the daily rates over days 1..daysLate, in bp·days, so the interest needs a single rounding.
export function tieredRateBpDays(daysLate: number, tiers: readonly LateInterestTier[]): number {
  return sumAmounts(
    tiers.map((tier, i) => {
      const next = tiers[i + 1];
      const lastDay = next ? Math.min(daysLate, next.fromDay - 1) : daysLate;
      return Math.max(0, lastDay - tier.fromDay + 1) * tier.rateBpPerDay;
    }),
  );
}

// Late interest on the unpaid amount for every day late, before any cap.
export function lateInterestAmount(
  unpaidAmount: number,
  daysLate: number,
  tiers: readonly LateInterestTier[],
): number {
  if (daysLate <= 0) return 0;
  return mulDiv([unpaidAmount, tieredRateBpDays(daysLate, tiers)], BASIS_POINTS, 'half-up');
}

// One-time penalty once an instalment is late with money still unpaid on it.
export function latePenaltyAmount(
  config: LateChargeConfig,
  clientType: ClientType,
  unpaidAmount: number,
  daysLate: number,
): number {
  return daysLate > 0 && unpaidAmount > 0 ? config.penaltyAmount[clientType] : 0;
}
