import { describe, it, expect } from 'vitest';
import { validateOffer } from './offer';
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
      'invalid-fee',
      'invalid-late-charges',
    ]);
  });
});
