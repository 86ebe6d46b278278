import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addWeekdays,
  businessDateFromInstant,
  daysBetween,
  fromDayNumber,
  isAfter,
  toDayNumber,
} from './dates';
import { LoanEngineError } from './errors';

describe('business dates', () => {
  it('adds days across month ends, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', 91)).toBe('2026-04-02');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-04-02')).toBe(91);
    expect(daysBetween('2026-04-02', '2026-01-01')).toBe(-91);
    expect(isAfter('2026-04-03', '2026-04-02')).toBe(true);
    expect(isAfter('2026-04-02', '2026-04-02')).toBe(false);
  });

  it('rejects anything but a real YYYY-MM-DD day', () => {
    for (const bad of ['2025-02-30', '2025-1-01', '2026-04-02T00:00:00Z', '', 'tomorrow']) {
      expect(() => toDayNumber(bad)).toThrow(LoanEngineError);
    }
  });

  it('takes the Manila calendar day of an instant', () => {
    expect(businessDateFromInstant('2026-01-01T15:59:59Z')).toBe('2026-01-01');
    expect(businessDateFromInstant('2026-01-01T16:00:00Z')).toBe('2026-01-02');
    expect(businessDateFromInstant(new Date('2026-01-01T00:00:00+08:00'))).toBe('2026-01-01');
    expect(() => businessDateFromInstant('not a date')).toThrow(LoanEngineError);
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -3_000, max: 3_000 }), (day, n) => {
        const date = fromDayNumber(day);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        expect(toDayNumber(date)).toBe(day);
      }),
    );
  });
});

describe('addWeekdays', () => {
  it('skips weekends: 3 weekdays after a Friday is the Wednesday, after a Monday the Thursday', () => {
    expect(addWeekdays('2026-11-20', 3)).toBe('2026-11-25');
    expect(addWeekdays('2026-11-23', 3)).toBe('2026-11-26');
    expect(addWeekdays('2026-11-21', 1)).toBe('2026-11-23');
  });

  it('never lands on a weekend and moves forward by at least the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 1, max: 30 }), (n, k) => {
        const start = addDays('2000-01-01', n);
        const end = addWeekdays(start, k);
        const weekday = new Date(`${end}T00:00:00Z`).getUTCDay();
        return (
          weekday !== 0 &&
          weekday !== 6 &&
          daysBetween(start, end) >= k &&
          daysBetween(start, end) <= k + 4 + Math.floor(k / 5) * 2
        );
      }),
    );
  });
});
