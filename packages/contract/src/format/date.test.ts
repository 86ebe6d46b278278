import { describe, it, expect } from 'vitest';
import { formatDate, MANILA_OFFSET_MINUTES } from './date';

describe('MANILA_OFFSET_MINUTES', () => {
  it('is UTC+8', () => {
    expect(MANILA_OFFSET_MINUTES).toBe(480);
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-01-15T02:30:45Z', '2024-01-15 10:30:45'],
    ['2024-01-15T02:30:45.999Z', '2024-01-15 10:30:45'],
    ['2024-01-15T02:30:45.123456Z', '2024-01-15 10:30:45'],
    ['2024-01-15T02:30Z', '2024-01-15 10:30:00'],
    ['2024-01-15t02:30:45z', '2024-01-15 10:30:45'],
    ['2024-01-31T16:00:00Z', '2024-02-01 00:00:00'],
    ['2023-12-31T15:59:59Z', '2023-12-31 23:59:59'],
    ['2023-12-31T16:00:00Z', '2024-01-01 00:00:00'],
    ['2024-02-28T16:00:00Z', '2024-02-29 00:00:00'],
    ['2024-07-01T00:00:00Z', '2024-07-01 08:00:00'],
    ['2024-01-15T10:30:45+08:00', '2024-01-15 10:30:45'],
    ['2024-01-15T10:30:45+0800', '2024-01-15 10:30:45'],
    ['2024-01-14T21:30:45-05:00', '2024-01-15 10:30:45'],
    ['2024-01-15T02:30:45', '2024-01-15 10:30:45'],
    ['2024-01-15 02:30:45', '2024-01-15 10:30:45'],
    [' 2024-01-15T02:30:45Z ', '2024-01-15 10:30:45'],
  ])('string %j → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['2024-01-15T02:30:45Z', '2024-01-15'],
    ['2024-01-31T16:00:00Z', '2024-02-01'],
    ['2024-01-31T15:59:59Z', '2024-01-31'],
  ])('string %j with dateOnly → %s', (value, expected) => {
    expect(formatDate(value, { dateOnly: true })).toBe(expected);
  });

  it.each([
    ['2024-03-05', false, '2024-03-05 00:00:00'],
    ['2024-03-05', true, '2024-03-05'],
    ['2024-02-29', true, '2024-02-29'],
    ['2023-12-31', false, '2023-12-31 00:00:00'],
  ])('business date %j (dateOnly %s) is not shifted → %s', (value, dateOnly, expected) => {
    expect(formatDate(value, { dateOnly })).toBe(expected);
  });

  it.each([
    [0, '1970-01-01 08:00:00'],
    [-1, '1970-01-01 07:59:59'],
    [Date.UTC(2024, 0, 15, 2, 30, 45), '2024-01-15 10:30:45'],
    [Date.UTC(2024, 11, 31, 16, 0, 0), '2025-01-01 00:00:00'],
  ])('epoch ms %d → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    [new Date(Date.UTC(2024, 0, 15, 2, 30, 45)), false, '2024-01-15 10:30:45'],
    [new Date(Date.UTC(2024, 0, 15, 20, 0, 0)), true, '2024-01-16'],
  ])('Date %s (dateOnly %s) → %s', (value, dateOnly, expected) => {
    expect(formatDate(value, { dateOnly })).toBe(expected);
  });

  it.each<[string | number | Date | null | undefined]>([
    [null],
    [undefined],
    [''],
    ['   '],
    ['not a date'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-1-5'],
    ['2024-01-15T24:00:00Z'],
    ['2024-01-15T10:60:00Z'],
    ['2024-01-15T10:00:60Z'],
    ['2024-02-30T10:00:00Z'],
    ['2024-01-15T10:00:00+25:00'],
    ['15/01/2024'],
    ['1705285845000'],
    [NaN],
    [Infinity],
    [8.64e15 + 1],
    [new Date('invalid')],
  ])('%j → empty string', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDate(value, { dateOnly: true })).toBe('');
  });
});
