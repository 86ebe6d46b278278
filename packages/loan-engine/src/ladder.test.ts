import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates';
import { creditLimit, LIMIT_LADDER, nextCreditLimit, repaidOnTime, type RepaidLoan } from './ladder';

const onTime = (n: number): RepaidLoan => ({
  dueOn: addDays('2026-01-01', 91 * (n + 1)),
  repaidOn: addDays('2026-01-01', 91 * (n + 1) - 3),
  chargedLate: false,
});
const late = (n: number): RepaidLoan => ({
  ...onTime(n),
  repaidOn: addDays(onTime(n).dueOn, 5),
  chargedLate: true,
});

const repaidLoan: fc.Arbitrary<RepaidLoan> = fc
  .record({
    due: fc.integer({ min: 0, max: 2_000 }),
    shift: fc.integer({ min: -90, max: 90 }),
    late: fc.boolean(),
  })
  .map(({ due, shift, late }) => ({
    dueOn: addDays('2026-01-01', due),
    repaidOn: addDays('2026-01-01', due + shift),
    chargedLate: late,
  }));

describe('the limit ladder', () => {
  it('starts a first loan at ₱3,000 and climbs ₱2,000 per loan repaid on time to ₱20,000', () => {
    expect(LIMIT_LADDER).toEqual({ startAmount: 300_000, stepAmount: 200_000, ceilingAmount: 2_000_000 });
    expect(creditLimit([])).toBe(300_000);
    expect(nextCreditLimit([])).toBe(500_000);
    const steps = Array.from({ length: 11 }, (_, n) =>
      creditLimit(Array.from({ length: n }, (_, i) => onTime(i))),
    );
    expect(steps).toEqual([
      300_000, 500_000, 700_000, 900_000, 1_100_000, 1_300_000, 1_500_000, 1_700_000, 1_900_000, 2_000_000,
      2_000_000,
    ]);
  });

  it('over three loans: repaid on time raises, late does not (nor lowers)', () => {
    expect(creditLimit([onTime(0)])).toBe(500_000);
    expect(creditLimit([onTime(0), late(1)])).toBe(500_000);
    expect(creditLimit([onTime(0), late(1), onTime(2)])).toBe(700_000);
    // Paid on the due date is on time; a day after, or any late charge (a late instalment), is not.
    expect(repaidOnTime({ ...onTime(0), repaidOn: onTime(0).dueOn })).toBe(true);
    expect(repaidOnTime({ ...onTime(0), repaidOn: addDays(onTime(0).dueOn, 1) })).toBe(false);
    expect(repaidOnTime({ ...onTime(0), chargedLate: true })).toBe(false);
  });

  it('stays within start and ceiling, ignores order, and moves only on loans repaid on time', () => {
    fc.assert(
      fc.property(fc.array(repaidLoan, { maxLength: 15 }), repaidLoan, (history, extra) => {
        const limit = creditLimit(history);
        expect(limit).toBeGreaterThanOrEqual(LIMIT_LADDER.startAmount);
        expect(limit).toBeLessThanOrEqual(LIMIT_LADDER.ceilingAmount);
        expect(creditLimit([...history].reverse())).toBe(limit);
        const after = creditLimit([...history, extra]);
        expect(after).toBe(
          repaidOnTime(extra) ? Math.min(limit + LIMIT_LADDER.stepAmount, LIMIT_LADDER.ceilingAmount) : limit,
        );
        expect(nextCreditLimit(history)).toBe(creditLimit([...history, onTime(99)]));
      }),
    );
  });
});
