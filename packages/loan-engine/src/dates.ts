import { LoanEngineError } from './errors';

// A business date is a calendar day 'YYYY-MM-DD'. All arithmetic runs on UTC day numbers, so the host
// timezone and daylight saving can never shift a due date.
export type BusinessDate = string;

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// The Philippines has had no daylight saving since 1978, so a fixed offset is exact.
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

// A payment's figures convert dates thousands of times (every schedule row, every day accrued) over a few hundred
// distinct days, and a conversion through Date was most of the engine's time: each is remembered, in tables
// emptied when they grow large (a long-running server sees new days, never unboundedly many at once).
const DAY_NUMBERS = new Map<string, number>();
const DATES = new Map<number, BusinessDate>();
const REMEMBERED = 50_000;

function remember<K, V>(table: Map<K, V>, key: K, value: V): V {
  if (table.size >= REMEMBERED) table.clear();
  table.set(key, value);
  return value;
}

export function toDayNumber(date: BusinessDate): number {
  const known = DAY_NUMBERS.get(date);
  if (known !== undefined) return known;
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [, y, m, d] = match;
    const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
    // Date.UTC silently rolls 2025-02-30 over to March; the round trip catches that.
    if (fromDayNumber(ms / MS_PER_DAY) === date) return remember(DAY_NUMBERS, date, ms / MS_PER_DAY);
  }
  throw new LoanEngineError('invalid-date', `expected a 'YYYY-MM-DD' calendar date, got '${date}'`);
}

export function fromDayNumber(dayNumber: number): BusinessDate {
  return (
    DATES.get(dayNumber) ??
    remember(DATES, dayNumber, new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10))
  );
}

export function addDays(date: BusinessDate, days: number): BusinessDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * The date `weekdays` working days after `date`, skipping Saturdays and Sundays (a reply promised within 3
 * weekdays of a Friday filing falls due on Wednesday). Public holidays are not modelled.
 */
export function addWeekdays(date: BusinessDate, weekdays: number): BusinessDate {
  let day = toDayNumber(date);
  for (let left = weekdays; left > 0;) {
    day += 1;
    // Day 0 (1970-01-01) was a Thursday: (day + 4) % 7 is 0 on Sundays and 6 on Saturdays.
    const weekday = (day + 4) % 7;
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return fromDayNumber(day);
}

// Positive when `to` is after `from`.
export function daysBetween(from: BusinessDate, to: BusinessDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function isAfter(date: BusinessDate, other: BusinessDate): boolean {
  return toDayNumber(date) > toDayNumber(other);
}

// The server stores instants (disbursed_at); the loan runs on the Manila calendar day of that instant.
export function businessDateFromInstant(at: string | Date): BusinessDate {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms))
    throw new LoanEngineError('invalid-date', `expected an ISO instant, got '${String(at)}'`);
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The same day `months` calendar months later; a day the target month lacks becomes its last day
 * (2026-10-31 + 4 months = 2027-02-28), the usual reading of "n months from".
 */
export function addMonths(date: BusinessDate, months: number): BusinessDate {
  toDayNumber(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDayNumber(Date.UTC(year, month, Math.min(d, lastDay)) / MS_PER_DAY);
}
