// Accrual and overdue status are computed against a business date: the Manila calendar day by default; in demo
// mode it can be moved forward so every state can be reached without waiting.
import { businessDateFromInstant } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';
import { invalid } from '../../../platform/errors';
import {
  BUSINESS_DATE_KEY,
  deleteBusinessDate,
  findBusinessDate,
  upsertBusinessDate,
} from './business-date.repository';

// Instants end in 2100 everywhere else (contract primitives); a business date in the year 9999 broke pricing.
const LAST_BUSINESS_DATE = '2099-12-31';

/** Today's Manila date, worked out once per day rather than per call (Manila keeps one offset all year). */
let today: { from: number; to: number; date: string } | undefined;
function manilaToday(now: Date): string {
  const ms = now.getTime();
  if (today && ms >= today.from && ms < today.to) return today.date;
  const date = businessDateFromInstant(now);
  const from = Date.parse(`${date}T00:00:00+08:00`);
  today = { from, to: from + 86_400_000, date };
  return date;
}

export async function getBusinessDate(db: Db, now: Date): Promise<string> {
  // null (no date set) is cached too: setting one is a write, which drops it.
  const stored = await cachedRead(db, 'settings', BUSINESS_DATE_KEY, () => findBusinessDate(db));
  const calendar = manilaToday(now);
  // A stored date behind the calendar (a demo database left running) never holds the clock back.
  return stored !== null && stored > calendar ? stored : calendar;
}

/** Demo only: sets the business date, never before today's Manila date. */
export async function setBusinessDate(db: Db, now: Date, date: string): Promise<string> {
  const today = businessDateFromInstant(now);
  // Date.parse takes 2026-02-30 (as 2 March), and the engine then refused it with a 500: a calendar date reads back.
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(ms) ||
    new Date(ms).toISOString().slice(0, 10) !== date
  ) {
    throw invalid('Invalid businessDate: must be YYYY-MM-DD');
  }
  // Compared as text (both are YYYY-MM-DD): the engine's day numbers misread the years 0 to 99, a 500.
  if (date < today) throw invalid(`Invalid businessDate: must be ${today} or later`);
  if (date > LAST_BUSINESS_DATE) {
    throw invalid(`Invalid businessDate: must be ${LAST_BUSINESS_DATE} or earlier`);
  }
  await upsertBusinessDate(db, date);
  return date;
}

export async function resetBusinessDate(db: Db, now: Date): Promise<string> {
  await deleteBusinessDate(db);
  return businessDateFromInstant(now);
}
