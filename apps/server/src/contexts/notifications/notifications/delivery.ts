// Delivery of the notifications that are due (issue 29). The job queue runs this every few seconds on every
// instance: each due row is claimed by one sender alone (FOR UPDATE SKIP LOCKED, notifications.repository), sent by
// SMS through the adapter (outbox or Semaphore), and marked sent with the provider's delivery state. A failed send
// is tried again later (backoff) and is 'failed' after its last try; a row left 'sending' by a killed process is
// taken over when its lease ends. During the quiet hours (22:00 to 06:00 Manila, on the business clock: the demo's
// set time in demo mode) reminders, collection and marketing wait and go at 06:00 (SEC MC 18 s.2019 sets the hours
// for collection contact); the answer to the borrower's own action (a receipt, a decision, a rollover, a reply) and
// the news that money was sent, or could not be, go at once (issue 40: a receipt at 23:00 waited until morning).
import type { NotificationEvent } from '@pautang/contract/notifications';
import type { Deps } from '../../../platform/deps';
import { businessNow } from '../../staff/index';
import { claimDueNotifications, countDueNotifications, finishNotification } from './notifications.repository';

export type DeliveryRun = { sent: number; failed: number; waiting: number };

/** 22:00 and 06:00 in minutes since Manila midnight. */
const QUIET_FROM = 22 * 60;
const QUIET_UNTIL = 6 * 60;
/**
 * Small batches: a claim holds its rows only while they are sent, and several instances share the work. A batch's
 * texts go out side by side (the provider's HTTP round trip, not our database, is what a send waits on).
 */
const BATCH = 50;
/** At most this many batches per run (2,000 texts), so one run ends; the next run takes the rest. */
const MAX_BATCHES = 40;
/** Tries before a message is 'failed'. */
export const MAX_ATTEMPTS = 5;
/** How long a claim is held; a row still 'sending' after it was left by a sender that died. */
export const LEASE_MS = 2 * 60_000;
/** The wait before try n+1: 30 s, 1 min, 2 min, 4 min. */
const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

export function isQuietHour(minutes: number): boolean {
  return minutes >= QUIET_FROM || minutes < QUIET_UNTIL;
}

/**
 * What waits for 06:00 during the quiet hours: the reminders, the collection notices and marketing. Every other event
 * answers something the borrower just did or tells them where their money is, and goes at once (docs/DECISIONS.md).
 */
export const HELD_IN_QUIET_HOURS = [
  'due-in-3-days',
  'due-in-1-day',
  'due-today',
  'overdue-1-day',
  'overdue-3-days',
  'overdue-7-days',
  // A repayment plan for an overdue loan (issue 42): about the debt, so within the collection hours too.
  'plan-offered',
  'promotion',
] as const satisfies readonly NotificationEvent[];

/**
 * Sends every notification whose time has come; safe to run on several instances at once. `stopping` (the job
 * queue's, during a shutdown) ends the run after its current batch: the rest stays due for the next run, anywhere.
 */
export async function deliverDueNotifications(
  deps: Deps,
  stopping: () => boolean = () => false,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, waiting: 0 };
  const { minutes } = await businessNow(deps);
  const held = isQuietHour(minutes) ? HELD_IN_QUIET_HOURS : [];
  for (let batch = 0; batch < MAX_BATCHES && !stopping(); batch += 1) {
    const now = deps.clock();
    const rows = await claimDueNotifications(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH, held);
    if (rows.length === 0) break;
    const outcomes = await Promise.all(rows.map((row) => deliverOne(deps, row)));
    run.sent += outcomes.filter((o) => o === 'sent').length;
    run.failed += outcomes.filter((o) => o === 'failed').length;
    if (rows.length < BATCH) break;
  }
  run.waiting = await countDueNotifications(deps.db, deps.clock(), held);
  return run;
}

type ClaimedRow = Awaited<ReturnType<typeof claimDueNotifications>>[number];

/** Sends one claimed message and records how it went: sent, tried again later, or failed after its last try. */
async function deliverOne(deps: Deps, row: ClaimedRow): Promise<'sent' | 'retry' | 'failed'> {
  try {
    if (!row.phone) throw new Error('The borrower has no mobile number.');
    const receipt = await deps.sms.send(row.phone, `Pautang: ${row.body}`);
    await finishNotification(deps.db, row.id, row.attempts, {
      status: 'sent',
      sent_at: deps.clock().toISOString(),
      sms_status: receipt.status,
      sms_ref: receipt.ref,
      error: '',
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (row.attempts >= MAX_ATTEMPTS) {
      await finishNotification(deps.db, row.id, row.attempts, { status: 'failed', error: message });
      return 'failed';
    }
    const retryAt = new Date(deps.clock().getTime() + backoffMs(row.attempts));
    await finishNotification(deps.db, row.id, row.attempts, {
      status: 'scheduled',
      send_after: retryAt.toISOString(),
      error: message,
    });
    return 'retry';
  }
}
