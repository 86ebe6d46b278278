// The allowance for credit losses over random books: every loan counted once in the bucket of its days past due,
// each bucket's figure its loans' own, never more than the loans carry, and more (never less) at a higher rate.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowanceFor,
  bucketOf,
  DEFAULT_PROVISION_RATES,
  provisionByBucket,
  PROVISION_BUCKETS,
} from './provisioning';

const anyBook = fc.array(
  fc.record({
    daysPastDue: fc.integer({ min: 0, max: 400 }),
    exposure: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  { maxLength: 60 },
);
const anyRates = fc.record(
  Object.fromEntries(PROVISION_BUCKETS.map((b) => [b.bucket, fc.integer({ min: 0, max: 10000 })])) as Record<
    (typeof PROVISION_BUCKETS)[number]['bucket'],
    fc.Arbitrary<number>
  >,
);

describe('the allowance for credit losses', () => {
  it('puts a loan in the bucket of its days past due, at the bounds the issue states', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 180, 181, 900].map(bucketOf)).toEqual([
      'current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '91-180',
      '91-180',
      'over-180',
      'over-180',
    ]);
  });

  it('asks 1 %, 5 %, 25 %, 50 %, 75 % and 100 % by default, rounded half up to the centavo', () => {
    const loan = (daysPastDue: number) => ({ daysPastDue, exposure: 1_000_050 });
    const { lines, required } = provisionByBucket(
      [0, 10, 45, 75, 120, 200].map(loan),
      DEFAULT_PROVISION_RATES,
    );
    expect(lines.map((l) => l.required)).toEqual([10_001, 50_003, 250_013, 500_025, 750_038, 1_000_050]);
    expect(required).toBe(2_560_130);
    expect(allowanceFor(1, 5000)).toBe(1);
    expect(allowanceFor(1, 4999)).toBe(0);
  });

  it('over random books: each loan once, the lines adding up, within what the loans carry, monotone in the rate', () => {
    fc.assert(
      fc.property(anyBook, anyRates, fc.integer({ min: 0, max: 10000 }), (book, rates, extra) => {
        const report = provisionByBucket(book, rates);
        const lent = book.filter((l) => l.exposure > 0);
        expect(report.lines.reduce((t, l) => t + l.count, 0)).toBe(lent.length);
        expect(report.exposure).toBe(lent.reduce((t, l) => t + l.exposure, 0));
        expect(report.required).toBe(report.lines.reduce((t, l) => t + l.required, 0));
        for (const line of report.lines) {
          const own = lent.filter((l) => bucketOf(l.daysPastDue) === line.bucket);
          expect(line.required).toBe(
            own.reduce((t, l) => t + allowanceFor(l.exposure, rates[line.bucket]), 0),
          );
          expect(line.required).toBeLessThanOrEqual(line.exposure);
          if (line.rateBp === 10000) expect(line.required).toBe(line.exposure);
        }
        const higher = Object.fromEntries(
          Object.entries(rates).map(([b, r]) => [b, Math.min(10000, r + extra)]),
        ) as typeof rates;
        expect(provisionByBucket(book, higher).required).toBeGreaterThanOrEqual(report.required);
      }),
    );
  });
});
