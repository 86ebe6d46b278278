// The back office's reports (issue 28): the range is settled here (Manila days, the last 30 up to the business date
// by default), the repository sums the book in SQL, and this service shapes the sums for the console: every day of
// the range present, PAR as basis points, the complaint clocks against their deadlines.
import type { ComplaintsReport, PortfolioReport, ReportRange } from '@pautang/contract/reports';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@pautang/contract/reports';
import { addDays, daysBetween } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { ReportChannelJson } from '../../../platform/db/schema';
import { invalid } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { PROBLEM_TYPES } from '../../support/index';
import { channelName } from '../../lending/index';
import { bookFigures, dayFigures } from './report-figures';
import {
  complaintClocks,
  openComplaintsByType,
  ratingsPerScore,
  type ComplaintClockRow,
} from './reports.repository';

// The engine's day numbers read the years 0 to 99 wrongly; no book starts before this. Instants end in 2100
// everywhere else (contract primitives), and a day near the year 9999 has no day 30 days later to count to.
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

export const REPORT_MESSAGES = {
  order: 'Invalid range: the first day must not be after the last.',
  tooLong: `Invalid range: a report covers at most ${REPORT_MAX_DAYS} days.`,
  tooEarly: `Invalid range: days start on ${FIRST_DAY}.`,
  tooLate: `Invalid range: days end on ${LAST_DAY}.`,
} as const;

/** The range asked, or the last 30 days up to the business date; refused when reversed, too long, or outside 2000 to 2099. */
export function reportRange(
  range: ReportRange,
  businessDate: string,
): { from: string; to: string; days: string[] } {
  // Compared as text (YYYY-MM-DD) before any day arithmetic: see FIRST_DAY and LAST_DAY.
  for (const asked of [range.from, range.to]) {
    if (asked !== undefined && asked < FIRST_DAY) throw invalid(REPORT_MESSAGES.tooEarly);
    if (asked !== undefined && asked > LAST_DAY) throw invalid(REPORT_MESSAGES.tooLate);
  }
  const to = range.to ?? (range.from ? addDays(range.from, REPORT_DEFAULT_DAYS - 1) : businessDate);
  const from = range.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from < FIRST_DAY || to < FIRST_DAY) throw invalid(REPORT_MESSAGES.tooEarly);
  if (from > to) throw invalid(REPORT_MESSAGES.order);
  const length = daysBetween(from, to) + 1;
  if (length > REPORT_MAX_DAYS) throw invalid(REPORT_MESSAGES.tooLong);
  return { from, to, days: Array.from({ length }, (_, i) => addDays(from, i)) };
}

/** part ÷ whole in basis points, rounded half up; 0 when nothing is outstanding. BigInt: centavos × 10,000. */
export function basisPoints(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((2n * BigInt(part) * 10_000n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** Paid payments per channel over the days, largest amount first (then by channel, as the SQL ordered them). */
function channelTotals(days: Iterable<{ channels: ReportChannelJson[] }>) {
  const totals = new Map<string, ReportChannelJson>();
  for (const day of days) {
    for (const c of day.channels) {
      const total = totals.get(c.channel) ?? { channel: c.channel, count: 0, amount: 0 };
      total.count += c.count;
      total.amount += c.amount;
      totals.set(c.channel, total);
    }
  }
  return [...totals.values()].sort(
    (a, b) => b.amount - a.amount || (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0),
  );
}

/**
 * The portfolio on the business date. keptSeconds (REPORT_FIGURES_SECONDS): the figures the report-figures job
 * keeps are read while fresh (report-figures.ts); 0 sums everything on each view.
 */
export async function portfolioReport(
  db: Db,
  now: Date,
  range: ReportRange,
  keptSeconds = 0,
): Promise<PortfolioReport> {
  const businessDate = await getBusinessDate(db, now);
  const { from, to, days } = reportRange(range, businessDate);
  const [book, perDay] = await Promise.all([
    bookFigures(db, now, businessDate, keptSeconds),
    dayFigures(db, businessDate, from, to, keptSeconds),
  ]);
  const statuses = book.byStatus;
  const channels = channelTotals(perDay.values());
  // Every loan has one status: the book's outstanding and PAR are the statuses' summed (exact: integer centavos).
  const total = (of: (s: (typeof statuses)[number]) => number) => statuses.reduce((n, s) => n + of(s), 0);
  const outstandingAmount = total((s) => s.outstanding_amount);
  const par30Amount = total((s) => s.par30_amount);
  const par90Amount = total((s) => s.par90_amount);
  return {
    from,
    to,
    businessDate,
    figuresAt: book.computedAt,
    outstandingAmount,
    byStatus: statuses.map((s) => ({
      status: s.status,
      count: s.count,
      principalAmount: s.principal_amount,
      outstandingAmount: s.outstanding_amount,
    })),
    par30: { amount: par30Amount, bp: basisPoints(par30Amount, outstandingAmount) },
    par90: { amount: par90Amount, bp: basisPoints(par90Amount, outstandingAmount) },
    days: days.map((day) => {
      const d = perDay.get(day);
      return {
        day,
        disbursedCount: d?.disbursed_count ?? 0,
        disbursedAmount: d?.disbursed_amount ?? 0,
        collectedCount: d?.collected_count ?? 0,
        collectedAmount: d?.collected_amount ?? 0,
        rolloverCount: d?.rollover_count ?? 0,
        rolloverAmount: d?.rollover_amount ?? 0,
      };
    }),
    channels: channels.map((c) => ({
      channel: c.channel,
      channelName: channelName(c.channel),
      count: c.count,
      amount: c.amount,
    })),
  };
}

type Clock = ComplaintsReport['acknowledgement'];

/**
 * One clock over the complaints: done on or before its deadline day (Manila) is on time, done after it is late; not
 * done is late once the business date is past the deadline, pending until then.
 */
function clock(
  rows: ComplaintClockRow[],
  businessDate: string,
  of: (row: ComplaintClockRow) => { at: string | null; on: string | null; due: string },
): Clock {
  const result: Clock = { onTime: 0, late: 0, pending: 0, averageMinutes: null };
  let minutes = 0;
  let done = 0;
  for (const row of rows) {
    const { at, on, due } = of(row);
    if (at !== null && on !== null) {
      if (on <= due) result.onTime += 1;
      else result.late += 1;
      minutes += (Date.parse(at) - Date.parse(row.created_at)) / 60_000;
      done += 1;
    } else if (businessDate > due) result.late += 1;
    else result.pending += 1;
  }
  if (done > 0) result.averageMinutes = Math.round(minutes / done);
  return result;
}

/** The mean of the scores to two decimals, rounded half up, in integer arithmetic ('4.50'). */
export function averageScore(perScore: { score: number; count: number }[]): string | null {
  const count = perScore.reduce((n, r) => n + r.count, 0);
  if (count === 0) return null;
  const total = perScore.reduce((n, r) => n + r.score * r.count, 0);
  const hundredths = Math.floor((2 * total * 100 + count) / (2 * count));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const SCORES = [1, 2, 3, 4, 5] as const;

export async function complaintsReport(db: Db, now: Date, range: ReportRange): Promise<ComplaintsReport> {
  const businessDate = await getBusinessDate(db, now);
  const { from, to } = reportRange(range, businessDate);
  const [clocks, open, ratings] = await Promise.all([
    complaintClocks(db, from, to),
    openComplaintsByType(db),
    ratingsPerScore(db, from, to),
  ]);
  const titles = new Map(PROBLEM_TYPES.map((p) => [p.value, p.title]));
  return {
    from,
    to,
    businessDate,
    filedCount: clocks.length,
    acknowledgement: clock(clocks, businessDate, (r) => ({
      at: r.acknowledged_at,
      on: r.acknowledged_on,
      due: r.reply_due_on,
    })),
    resolution: clock(clocks, businessDate, (r) => ({
      at: r.closed_at,
      on: r.closed_on,
      due: r.resolve_by,
    })),
    openByType: open.map((o) => ({
      type: o.type,
      title: titles.get(o.type) ?? String(o.type),
      count: o.count,
    })),
    ratings: {
      count: ratings.reduce((n, r) => n + r.count, 0),
      averageScore: averageScore(ratings),
      distribution: SCORES.map((score) => ({
        score,
        count: ratings.find((r) => r.score === score)?.count ?? 0,
      })),
    },
  };
}
