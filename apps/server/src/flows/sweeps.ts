// What runs on its own, on the job queue (platform/jobs), each at most once at a time across every instance: the payout
// sweep, the sending of due notifications, the planning of reminders, the anonymising of deleted accounts and the
// portfolio report's kept figures, the books' daily accrual. Each
// also runs on demand (the demo routes, contexts/demo/demo), whatever its period; a period of 0 leaves it to those.
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '@pautang/contract/envelope';
import type { Deps } from '../platform/deps';
import { deliverDueNotifications } from '../contexts/notifications/index';
import { planReminders } from '../contexts/notifications/index';
import { runPayoutSweep } from '../contexts/lending/index';
import { anonymiseDue } from './account-deletion';
import { keepReportFigures } from '../contexts/back-office/index';
import { dailyAccrual, monthEndProvision } from './books';

/** The recurring jobs' names, as the dead-letter list shows them. */
export const SWEEP_JOBS = {
  payouts: 'payout-sweep',
  notifications: 'notification-sweep',
  reminders: 'reminder-sweep',
  anonymise: 'anonymise-sweep',
  reportFigures: 'report-figures',
  booksAccrual: 'books-accrual',
} as const;

export function registerSweeps(app: FastifyInstance, deps: Deps): void {
  const { config, jobs } = deps;
  // A shutdown stops the queue: a sweep in progress ends after its current batch (stopping) and takes no new one.
  const stopping = () => jobs.stopping;
  jobs.every(SWEEP_JOBS.payouts, config.payoutSweepSeconds, () => runPayoutSweep(app, deps, stopping));
  jobs.every(SWEEP_JOBS.notifications, config.notifySweepSeconds, () =>
    deliverDueNotifications(deps, stopping),
  );
  // Once at start too: a server started after 06:00 plans the day's reminders without waiting a period.
  jobs.every(SWEEP_JOBS.reminders, config.reminderSweepSeconds, () => planReminders(deps), {
    runAtStart: config.reminderSweepSeconds > 0,
  });
  // Deleted accounts are anonymised when their retention ends, in every mode: it is the law, not a demo.
  jobs.every(SWEEP_JOBS.anonymise, config.anonymiseIntervalSeconds, () => anonymiseDue(deps));
  // Once at start too, so the first report after a deploy reads kept figures instead of summing the book.
  jobs.every(SWEEP_JOBS.reportFigures, config.reportFiguresSeconds, () => keepReportFigures(deps), {
    runAtStart: config.reportFiguresSeconds > 0,
  });
  // The books' daily accrual (issue 42): looked for every period, run once per business day; on a month's last day,
  // then its provision for credit losses (once per month).
  jobs.every(
    SWEEP_JOBS.booksAccrual,
    config.booksAccrualSeconds,
    async () => {
      await dailyAccrual(deps);
      await monthEndProvision(deps);
    },
    {
      runAtStart: config.booksAccrualSeconds > 0,
    },
  );
}

/**
 * Demo mode's way to run the anonymisation sweep now (after moving the business date past a deleted account's
 * retention), beside the demo context's routes: the sweep is a flow, and a context never calls a flow.
 */
export function registerSweepDevRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/attempt/dev/anonymise', async () => okEnvelope('zero', await anonymiseDue(deps)));
}
