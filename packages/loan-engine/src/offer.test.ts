import { describe, it, expect } from 'vitest';
import { effectiveInterestRate } from './eir';
import { validateOffer } from './offer';
import { buildSchedule } from './schedule';
import { offerFromProduct, type Offer } from './product';
import { demoProduct } from './test-loans';

const quick = offerFromProduct(demoProduct('prod-quick-5k'));
const codes = (offer: Offer) => validateOffer(offer).map((issue) => issue.code);

describe('validateOffer', () => {
  it('accepts terms of 91 to 365 days only', () => {
    expect(codes({ ...quick, termDays: 91 })).toEqual([]);
    expect(codes({ ...quick, termDays: 90 })).toEqual(['term-out-of-range']);
    expect(codes({ ...quick, termDays: 365 })).toEqual([]);
    expect(codes({ ...quick, termDays: 366 })).toEqual(['term-out-of-range']);
    expect(codes({ ...quick, termDays: 120.5 })).toEqual(['term-out-of-range']);
  });

  it('holds covered offers to 6 % a month nominal', () => {
    // 25 bp a day × 30 = 750 bp a month > 600.
    const pricey = { ...quick, terms: { ...quick.terms, interestRateBpPerDay: 25 } };
    expect(codes(pricey)).toContain('nominal-rate-above-cap');
    // The same price on ₱20,000 is outside the guard.
    expect(codes({ ...pricey, principalAmount: 2_000_000 })).toEqual([]);
  });

  it('holds covered offers to 12 % a month EIR, fees included', () => {
    // ₱3,000 of fees on ₱5,000 over 91 days: (8,682.50 ÷ 5,000)^(1/91) − 1 ≈ 0.61 % a day ≈ 18 % a month.
    const feeHeavy = {
      ...quick,
      terms: { ...quick.terms, fees: [{ label: 'Service fee', kind: 'fixed' as const, amount: 300_000 }] },
    };
    expect(codes(feeHeavy)).toEqual(['eir-above-cap']);
  });

  it('reports malformed pricing', () => {
    const broken: Offer = {
      principalAmount: 0,
      termDays: 120,
      terms: {
        ...quick.terms,
        instalmentCount: 13,
        interestRateBpPerDay: 1.5,
        fees: [{ label: '', kind: 'rate', rateBp: 10 }],
        lateCharges: { ...quick.terms.lateCharges, interestTiers: [{ fromDay: 2, rateBpPerDay: 500 }] },
      },
    };
    expect(codes(broken)).toEqual([
      'invalid-principal',
      'invalid-instalment-count',
      'invalid-rate',
      'invalid-rollovers',
      'invalid-fee',
      'invalid-late-charges',
    ]);
  });

  it('compares the EIR cap on the unrounded rate: 1,200.49 bp a month no longer passes', () => {
    // Search the fixed fee of the ₱5,000 / 91-day offer for the first that puts the EIR just over 12 % a month;
    // its rounded figure still reads 1,200 bp, which the old rounded comparison let through.
    const withFee = (amount: number): Offer => ({
      ...quick,
      terms: { ...quick.terms, fees: [{ label: 'Service fee', kind: 'fixed', amount }] },
    });
    const monthly = (amount: number) =>
      effectiveInterestRate(buildSchedule(withFee(amount), '2026-01-01')).dailyRate * 10_000 * 30;
    let low = 0;
    let high = 500_000;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (monthly(mid) > 1_200) high = mid;
      else low = mid;
    }
    expect(monthly(high)).toBeGreaterThan(1_200);
    expect(monthly(high)).toBeLessThan(1_200.5);
    expect(effectiveInterestRate(buildSchedule(withFee(high), '2026-01-01')).monthlyBp).toBe(1_200);
    expect(codes(withFee(high))).toEqual(['eir-above-cap']);
    expect(codes(withFee(low))).toEqual([]);
  });

  it('holds a 121- to 123-day covered-size offer to the caps, since a disbursement date could cover it', () => {
    const pricey = { ...quick, termDays: 123, terms: { ...quick.terms, interestRateBpPerDay: 25 } };
    expect(codes(pricey)).toContain('nominal-rate-above-cap');
    expect(codes({ ...pricey, termDays: 124 })).toEqual([]);
  });
});
