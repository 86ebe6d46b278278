import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applicableRefund } from './refund-balance';

describe('applicableRefund', () => {
  it('applies refunds whole, oldest first, while they fit', () => {
    // ₱350 and ₱200 owed back against an order that may take ₱500 today: the ₱350 goes, the ₱200 stays owed back.
    expect(applicableRefund([35_000, 20_000], 50_000)).toEqual({ take: 35_000, count: 1 });
    expect(applicableRefund([35_000, 20_000], 55_000)).toEqual({ take: 55_000, count: 2 });
    // The oldest does not fit: nothing is applied, not a younger one past it.
    expect(applicableRefund([60_000, 10_000], 50_000)).toEqual({ take: 0, count: 0 });
  });

  it('never takes more than the order may take, and takes exactly the first refunds counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (refunds, maxAmount) => {
          const { take, count } = applicableRefund(refunds, maxAmount);
          expect(take).toBeLessThanOrEqual(maxAmount);
          expect(take).toBe(refunds.slice(0, count).reduce((a, b) => a + b, 0));
          if (count < refunds.length) expect(take + (refunds[count] ?? 0)).toBeGreaterThan(maxAmount);
        },
      ),
    );
  });
});
