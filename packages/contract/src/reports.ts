// Reports in the back office (issue 28): the portfolio and the complaint clocks, computed in SQL over the ledger
// and the orders, never from counters.
import { z } from 'zod';
import { defineCall } from './call';
import { EVERY_ROLE, staffGet } from './back-office';

/** The longest range a report covers: a year of days is a few hundred rows, drawn at once. */
export const REPORT_MAX_DAYS = 366;
/** The range a report covers when none is asked: the last 30 Manila days, the business date included. */
export const REPORT_DEFAULT_DAYS = 30;

/** Manila calendar days, inclusive; both optional (the server fills in the last 30 days up to the business date). */
export const ReportRangeSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReportRange = z.input<typeof ReportRangeSchema>;

const count = z.number().int();
const amount = z.number().int();

/** A share of the outstanding principal, in basis points (1 % = 100), rounded half up. */
const ParSchema = z.object({ amount, bp: z.number().int() });

export const PortfolioReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The day the book is read on: days past due and statuses are as of it. */
  businessDate: z.string(),
  /**
   * When the book's figures (outstanding principal, PAR, loans by status) were summed: kept by a job every
   * REPORT_FIGURES_SECONDS on a large book, or at the view. The days' figures are as they stand.
   */
  figuresAt: z.string(),
  /** Principal lent and not repaid, over every disbursed loan (centavos). */
  outstandingAmount: amount,
  /** Every order by its status code on the business date (order status codes, spec 2 §4.1). */
  byStatus: z.array(
    z.object({ status: z.number().int(), count, principalAmount: amount, outstandingAmount: amount }),
  ),
  /** Outstanding principal of loans more than 30 / 90 days past due, and its share of all outstanding principal. */
  par30: ParSchema,
  par90: ParSchema,
  /** One row per day of the range, oldest first, every day present. */
  days: z.array(
    z.object({
      day: z.string(),
      disbursedCount: count,
      disbursedAmount: amount,
      /** Ledger entries posted on the day and what the loans took (an overpayment's remainder is owed back). */
      collectedCount: count,
      collectedAmount: amount,
      rolloverCount: count,
      rolloverAmount: amount,
    }),
  ),
  /** Payments that reached the ledger within the range, per channel, largest amount first. */
  channels: z.array(z.object({ channel: z.string(), channelName: z.string(), count, amount })),
});
export type PortfolioReport = z.infer<typeof PortfolioReportSchema>;

/** One complaint clock against its deadline. Pending: not done yet, and its deadline has not passed. */
const ClockSchema = z.object({
  onTime: count,
  late: count,
  pending: count,
  /** Average minutes from filing to the event, over the complaints that reached it; null when none did. */
  averageMinutes: z.number().int().nullable(),
});

export const ComplaintsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  businessDate: z.string(),
  /** Complaints filed within the range: the clocks below count them. */
  filedCount: count,
  /** The first agent action (taken in hand, replied or closed) against the reply date (3 weekdays, RA 11765). */
  acknowledgement: ClockSchema,
  /** Closed against the resolve-by date. */
  resolution: ClockSchema,
  /** Every complaint not closed today, per question type, whatever the range. */
  openByType: z.array(z.object({ type: z.number().int(), title: z.string(), count })),
  /** Ratings given within the range, scores 1 to 5. */
  ratings: z.object({
    count,
    /** The mean score to two decimals ('4.50'), null when none was given. */
    averageScore: z.string().nullable(),
    distribution: z.array(z.object({ score: z.number().int(), count })),
  }),
});
export type ComplaintsReport = z.infer<typeof ComplaintsReportSchema>;

/**
 * Every staff role reads the reports: they are totals with no borrower named in them (nothing personal is shown, so
 * nothing is audited), and each role runs part of the book they describe.
 */
export const reportCalls = {
  consolePortfolioReport: defineCall({
    ...staffGet(EVERY_ROLE),
    path: '/console/reports/portfolio',
    request: ReportRangeSchema,
    response: PortfolioReportSchema,
    summary:
      'The portfolio: outstanding principal, loans by status, PAR30 and PAR90, disbursed, collected and rolled over per day, payments per channel.',
  }),
  consoleComplaintsReport: defineCall({
    ...staffGet(EVERY_ROLE),
    path: '/console/reports/complaints',
    request: ReportRangeSchema,
    response: ComplaintsReportSchema,
    summary:
      'The complaint clocks: acknowledgement and resolution against their deadlines, open complaints per type, and ratings.',
  }),
};
