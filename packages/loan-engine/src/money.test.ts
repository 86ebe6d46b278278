import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LoanEngineError } from './errors';
import { mulDiv, pesos, splitEvenly, sumAmounts } from './money';

describe('mulDiv', () => {
  it('rounds half up once, at the end', () => {
    expect(mulDiv([5], 10, 'half-up')).toBe(1); // 0.5 → 1
    expect(mulDiv([4], 10, 'half-up')).toBe(0); // 0.4 → 0
    expect(mulDiv([15], 10, 'half-up')).toBe(2); // 1.5 → 2
    expect(mulDiv([100_050, 100], 10_000, 'half-up')).toBe(1_001); // 1 % of ₱1,000.50 = 1,000.5 centavos
  });

  it('floors when asked (caps)', () => {
    expect(mulDiv([19], 10, 'floor')).toBe(1);
    expect(mulDiv([588_250, 500, 10], 300_000, 'floor')).toBe(9_804); // 9,804.17 centavos
  });

  it('stays exact past 2^53 in the intermediate product', () => {
    // ₱10 billion × 500 bp × 365 days would lose precision in floating point.
    expect(mulDiv([1_000_000_000_000, 500, 365], 10_000, 'floor')).toBe(18_250_000_000_000);
  });

  it('rejects fractions and negatives', () => {
    expect(() => mulDiv([1.5], 1, 'floor')).toThrow(LoanEngineError);
    expect(() => mulDiv([-1], 1, 'floor')).toThrow(LoanEngineError);
    expect(() => mulDiv([1], 0, 'floor')).toThrow(LoanEngineError);
  });
});

describe('pesos', () => {
  it('converts whole pesos to centavos and refuses fractions of a peso', () => {
    expect(pesos(5_000)).toBe(500_000);
    expect(() => pesos(0.005)).toThrow(LoanEngineError);
  });
});

describe('splitEvenly', () => {
  it('puts the leftover centavos on the last part', () => {
    expect(splitEvenly(100, 3)).toEqual([33, 33, 34]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
  });

  it('always sums to the total, with parts differing by less than the part count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (total, parts) => {
          const shares = splitEvenly(total, parts);
          expect(shares).toHaveLength(parts);
          expect(sumAmounts(shares)).toBe(total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(parts);
        },
      ),
    );
  });
});
