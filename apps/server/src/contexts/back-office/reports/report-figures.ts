// The portfolio's figures, live or kept (issue 31). Read live, the report summed every order and the ledger of its
// range on each view: 14.5 s p95 on the 3M-order book against a target of 1 s. With REPORT_FIGURES_SECONDS set, a
// recurring job (the only writer: a report view never writes) keeps them in two tables (migration 0032):
// - the book on the business date (outstanding principal, PAR, loans by status), computed every period;
// - each closed day's money (disbursed, collected, rolled over, per channel), once the day is over: the ledger posts
//   on the business date and a loan is disbursed on it, so a day before the business date takes nothing more.
// A view reads the book's kept figures while they are at most two periods old, and says when they were computed; it
// reads closed days kept, computes any not kept yet, and computes today's live (one day: a short index range).
import { addDays, daysBetween } from '@pautang/loan-engine';
import { REPORT_MAX_DAYS } from '@pautang/contract/reports';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { getBusinessDate } from '../../staff/index';
import {
  channelsPerDay,
  collectedPerDay,
  disbursedPerDay,
  keepBook,
  keepDays,
  keptBook,
  keptDays,
  loansByStatus,
  rolloversPerDay,
  type KeptDayRow,
  type StatusRow,
} from './reports.repository';

export type BookFigures = { byStatus: StatusRow[]; computedAt: string };

/**
 * The book on the business date: kept by the job while fresh (at most two periods old: the job replaces them every
 * period, so a viewer waits only when a run was missed or the queue is off), otherwise summed now.
 */
export async function bookFigures(
  db: Db,
  now: Date,
  businessDate: string,
  keptSeconds: number,
): Promise<BookFigures> {
  if (keptSeconds > 0) {
    const kept = await keptBook(db, businessDate);
    if (kept && now.getTime() - Date.parse(kept.computed_at) < 2 * keptSeconds * 1000) {
      return { byStatus: kept.by_status, computedAt: kept.computed_at };
    }
  }
  return { byStatus: await loansByStatus(db, businessDate), computedAt: now.toISOString() };
}

/** A day with nothing in it. */
const emptyDay = (day: string): KeptDayRow => ({
  day,
  disbursed_count: 0,
  disbursed_amount: 0,
  collected_count: 0,
  collected_amount: 0,
  rollover_count: 0,
  rollover_amount: 0,
  channels: [],
});

/** Every day from..to that has figures, summed live from the ledger and the orders (one query of each). */
async function liveDays(db: Db, from: string, to: string): Promise<Map<string, KeptDayRow>> {
  const [disbursed, collected, rollovers, channels] = await Promise.all([
    disbursedPerDay(db, from, to),
    collectedPerDay(db, from, to),
    rolloversPerDay(db, from, to),
    channelsPerDay(db, from, to),
  ]);
  const days = new Map<string, KeptDayRow>();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = emptyDay(day)));
    return row;
  };
  for (const r of disbursed)
    Object.assign(dayOf(r.day), { disbursed_count: r.count, disbursed_amount: r.amount });
  for (const r of collected)
    Object.assign(dayOf(r.day), { collected_count: r.count, collected_amount: r.amount });
  for (const r of rollovers)
    Object.assign(dayOf(r.day), { rollover_count: r.count, rollover_amount: r.amount });
  for (const r of channels)
    dayOf(r.day).channels.push({ channel: r.channel, count: r.count, amount: r.amount });
  return days;
}

const span = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

/** Closed days (before the business date) not kept yet, from..to, summed live: what the job keeps. */
async function closedDaysNotKept(
  db: Db,
  kept: Map<string, KeptDayRow>,
  from: string,
  to: string,
): Promise<KeptDayRow[]> {
  const missing = span(from, to).filter((day) => !kept.has(day));
  const first = missing[0];
  const last = missing.at(-1);
  if (first === undefined || last === undefined) return [];
  const live = await liveDays(db, first, last);
  // A day with nothing in it is kept too (zeros), so it is not summed again.
  return missing.map((day) => live.get(day) ?? emptyDay(day));
}

/**
 * The days from..to that have figures: closed days as kept, the rest (days not kept yet, the business date and after)
 * summed now. Live only when keptSeconds is 0.
 */
export async function dayFigures(
  db: Db,
  businessDate: string,
  from: string,
  to: string,
  keptSeconds: number,
): Promise<Map<string, KeptDayRow>> {
  if (keptSeconds === 0) return liveDays(db, from, to);
  const lastClosed = addDays(businessDate, -1);
  const closedTo = to < lastClosed ? to : lastClosed;
  const kept = from <= closedTo ? await keptDays(db, from, closedTo) : [];
  const days = new Map(kept.map((row) => [row.day, row]));
  // One live sum from the first day not kept to the end (usually yesterday and today: one pass, not one each).
  const firstNotKept = span(from, to).find((day) => !days.has(day));
  if (firstNotKept !== undefined) {
    for (const [day, row] of await liveDays(db, firstNotKept, to)) if (!days.has(day)) days.set(day, row);
  }
  return days;
}

/**
 * The job (REPORT_FIGURES_SECONDS): the book on the business date, and every closed day a report can ask for
 * (REPORT_MAX_DAYS back) that is not kept yet, but the day just closed: a payment that read its business date
 * before the day turned may still be committing, so that day is summed live (one day) until the next one closes.
 */
export async function keepReportFigures(deps: Pick<Deps, 'db' | 'clock'>): Promise<{
  businessDate: string;
  daysKept: number;
  bookMs: number;
}> {
  const { db } = deps;
  const now = deps.clock();
  const businessDate = await getBusinessDate(db, now);
  const started = performance.now();
  const byStatus = await loansByStatus(db, businessDate);
  const bookMs = Math.round(performance.now() - started);
  await keepBook(db, { businessDate, byStatus, computedAt: now.toISOString(), tookMs: bookMs });
  const from = addDays(businessDate, -REPORT_MAX_DAYS);
  const to = addDays(businessDate, -2);
  const kept = new Map((await keptDays(db, from, to)).map((row) => [row.day, row]));
  const days = await closedDaysNotKept(db, kept, from, to);
  await keepDays(db, days, now.toISOString());
  return { businessDate, daysKept: days.length, bookMs };
}
