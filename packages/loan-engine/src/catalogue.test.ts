import { describe, it, expect } from 'vitest';
import { isCovered } from './caps';
import { CATALOGUE, findProduct } from './catalogue';
import { validateOffer } from './offer';
import { offerFromProduct } from './product';

describe('demo catalogue', () => {
  it('has stable ids and one product per situation the demo needs', () => {
    expect(
      CATALOGUE.map((product) => [
        product.id,
        product.instalmentCount,
        isCovered(product.principalAmount, product.termDays, null),
      ]),
    ).toEqual([
      ['prod-quick-5k', 1, true],
      ['prod-plus-20k', 1, false],
      ['prod-flex-12k', 3, false],
    ]);
    expect(findProduct('prod-plus-20k')?.principalAmount).toBe(2_000_000);
    expect(findProduct('prod-none')).toBeUndefined();
  });

  it('offers only valid, lawful products with display fields filled', () => {
    for (const product of CATALOGUE) {
      expect(validateOffer(offerFromProduct(product))).toEqual([]);
      expect(product.logo).toMatch(/^\/static\/products\/[a-z-]+\.svg$/);
      expect(product.fees.length).toBeGreaterThan(0);
      expect(product.recommendation.enabled).toBe(1);
      expect(product.lateCharges.penaltyAmount).toEqual({ new: 100_000, repeat: 80_000 });
    }
  });
});
