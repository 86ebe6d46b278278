import { describe, it, expect } from 'vitest';
import { SEED_LATE_CHARGES } from './catalogue';
import {
  feeCharges,
  interestForDays,
  lateInterestAmount,
  latePenaltyAmount,
  tieredRateBpDays,
} from './charges';

const tiers = SEED_LATE_CHARGES.interestTiers;

describe('late interest tiers (5 % a day to day 30, 4 % to day 90, 2 % after)', () => {
  it('sums the daily rates across tier boundaries', () => {
    expect(tieredRateBpDays(0, tiers)).toBe(0);
    expect(tieredRateBpDays(10, tiers)).toBe(5_000); // 10 × 500
    expect(tieredRateBpDays(30, tiers)).toBe(15_000); // 30 × 500
    expect(tieredRateBpDays(31, tiers)).toBe(15_400); // + 1 × 400
    expect(tieredRateBpDays(90, tiers)).toBe(39_000); // + 60 × 400
    expect(tieredRateBpDays(100, tiers)).toBe(41_000); // + 10 × 200
  });

  it('charges the unpaid amount once per computation, rounded half up', () => {
    // ₱24,500 unpaid, 10 days: 24,500 × 10 × 5 % = ₱12,250.
    expect(lateInterestAmount(2_450_000, 10, tiers)).toBe(1_225_000);
    // ₱0.11 for 1 day at 5 % = 0.55 centavos → 1.
    expect(lateInterestAmount(11, 1, tiers)).toBe(1);
    expect(lateInterestAmount(2_450_000, 0, tiers)).toBe(0);
  });
});

describe('late penalty', () => {
  it('is ₱1,000 for a new client and ₱800 for a repeat client, once late with money unpaid', () => {
    expect(latePenaltyAmount(SEED_LATE_CHARGES, 'new', 1, 1)).toBe(100_000);
    expect(latePenaltyAmount(SEED_LATE_CHARGES, 'repeat', 1, 400)).toBe(80_000);
    expect(latePenaltyAmount(SEED_LATE_CHARGES, 'new', 1, 0)).toBe(0);
    expect(latePenaltyAmount(SEED_LATE_CHARGES, 'new', 0, 10)).toBe(0);
  });
});

describe('interest and fees', () => {
  it('computes simple daily interest and fee lines, half up', () => {
    // ₱5,000 × 0.15 % × 91 days = ₱682.50.
    expect(interestForDays(500_000, 15, 91)).toBe(68_250);
    // ₱1,000.50 × 1 % = 1,000.5 centavos → 1,001.
    expect(
      feeCharges(
        [
          { label: 'Service fee', kind: 'fixed', amount: 15_000 },
          { label: 'Processing fee', kind: 'rate', rateBp: 100 },
        ],
        100_050,
      ),
    ).toEqual([
      { label: 'Service fee', amount: 15_000 },
      { label: 'Processing fee', amount: 1_001 },
    ]);
  });
});
