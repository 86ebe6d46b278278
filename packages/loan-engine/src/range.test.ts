import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isCovered } from './caps';
import { CATALOGUE } from './catalogue';
import { LoanEngineError } from './errors';
import { pesos } from './money';
import { validateOffer } from './offer';
import { offerFromProduct, type Product } from './product';
import {
  amountRangeOf,
  largestAmountWithin,
  offerAt,
  offeredAmounts,
  productOfferIssues,
  rangeIssues,
  termOptionsOf,
} from './range';
import { demoProduct } from './test-loans';

const quick = demoProduct('prod-quick-5k');

/** Any product of the catalogue with one of the amounts and terms it offers. */
const offeredPair = fc.constantFrom(...CATALOGUE).chain((product) =>
  fc.record({
    product: fc.constant(product),
    amount: fc.constantFrom(...offeredAmounts(product)),
    termDays: fc.constantFrom(...termOptionsOf(product)),
  }),
);

describe('product ranges', () => {
  it('keeps each default inside its range, and the catalogue ranges as stated', () => {
    expect(
      CATALOGUE.map((p) => [p.id, amountRangeOf(p), termOptionsOf(p), p.principalAmount, p.termDays]),
    ).toEqual([
      [
        'prod-quick-5k',
        { minAmount: 100_000, maxAmount: 500_000, stepAmount: 50_000 },
        [91, 120],
        500_000,
        91,
      ],
      [
        'prod-plus-20k',
        { minAmount: 1_000_000, maxAmount: 2_000_000, stepAmount: 100_000 },
        [180, 270],
        2_000_000,
        180,
      ],
      [
        'prod-flex-12k',
        { minAmount: 600_000, maxAmount: 1_200_000, stepAmount: 100_000 },
        [120, 180],
        1_200_000,
        180,
      ],
    ]);
    for (const product of CATALOGUE) expect(productOfferIssues(product)).toEqual([]);
  });

  it('every (amount, term) a catalogue product offers passes validateOffer, covered pairs held to the caps', () => {
    fc.assert(
      fc.property(offeredPair, ({ product, amount, termDays }) => {
        const offer = offerAt(product, amount, termDays);
        expect(validateOffer(offer)).toEqual([]);
        expect(offer).toEqual({ ...offerFromProduct(product), principalAmount: amount, termDays });
      }),
    );
    // Flex's ₱6,000 over 120 days is covered, though Flex's default (₱12,000, 180 days) is not.
    expect(isCovered(pesos(6_000), 120)).toBe(true);
    expect(isCovered(pesos(12_000), 180)).toBe(false);
  });

  it('refuses a pair the product does not offer, naming why', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 3_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        (amount, term) => {
          const offered = offeredAmounts(quick).includes(amount) && [91, 120].includes(term);
          expect(rangeIssues(quick, amount, term).length === 0).toBe(offered);
          if (!offered) expect(() => offerAt(quick, amount, term)).toThrow(LoanEngineError);
        },
      ),
    );
    expect(rangeIssues(quick, 520_000, 91).map((i) => i.code)).toEqual(['amount-out-of-range']);
    expect(rangeIssues(quick, 125_000, 91).map((i) => i.code)).toEqual(['amount-off-step']);
    expect(rangeIssues(quick, 300_000, 100).map((i) => i.code)).toEqual(['term-not-offered']);
  });

  it('finds the largest amount within a limit, on the step, or none below the minimum', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE), fc.integer({ min: 0, max: 3_000_000 }), (product, limit) => {
        const top = largestAmountWithin(product, limit);
        const within = offeredAmounts(product).filter((a) => a <= limit);
        expect(top).toBe(within.length > 0 ? Math.max(...within) : undefined);
      }),
    );
    expect(largestAmountWithin(quick, pesos(3_000))).toBe(pesos(3_000));
    expect(largestAmountWithin(quick, pesos(3_200))).toBe(pesos(3_000));
    expect(largestAmountWithin(demoProduct('prod-plus-20k'), pesos(9_000))).toBeUndefined();
  });

  it('reports a range that would offer an unlawful pair, or leaves out its own default', () => {
    // 21 bp a day is 630 bp a month: over the 6 % nominal cap, but only on covered pairs.
    const pricey: Product = {
      ...demoProduct('prod-plus-20k'),
      interestRateBpPerDay: 21,
      amountRange: { minAmount: pesos(9_000), maxAmount: pesos(20_000), stepAmount: pesos(1_000) },
      termOptions: [120, 180],
    };
    expect(validateOffer(offerFromProduct(pricey))).toEqual([]);
    expect(productOfferIssues(pricey).map((i) => i.message)).toEqual([
      expect.stringMatching(/^900000 for 120 days: nominal rate/),
      expect.stringMatching(/^1000000 for 120 days: nominal rate/),
    ]);
    expect(productOfferIssues({ ...quick, termOptions: [120] }).map((i) => i.code)).toEqual([
      'invalid-range',
    ]);
    expect(
      productOfferIssues({
        ...quick,
        amountRange: { minAmount: 100_000, maxAmount: 420_000, stepAmount: 50_000 },
      }),
    ).toEqual([expect.objectContaining({ code: 'invalid-range' })]);
  });

  it('reads a product stored before ranges as its default amount and term only', () => {
    const { amountRange: _a, termOptions: _t, ...old } = quick;
    expect(offeredAmounts(old)).toEqual([500_000]);
    expect(termOptionsOf(old)).toEqual([91]);
    expect(productOfferIssues(old)).toEqual([]);
  });
});
