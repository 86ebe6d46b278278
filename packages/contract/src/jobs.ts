// The durable job queue as the back office sees it (issue 29): the dead-letter list, and a job sent again. Admins
// only: a job's failure is an operations matter, its data names records, and sending a job again acts for the system.
import { z } from 'zod';
import { staffGet, staffPost } from './back-office';
import { defineCall } from './call';

export const DeadJobSchema = z.object({
  id: z.string(),
  /** The job's name (a sweep's, or a queue's: 'payout-sweep', 'notification-sweep'…). */
  name: z.string(),
  /** Its data in one line, shortened: jobs carry record ids, not personal data. */
  dataSummary: z.string(),
  /** The last try's error message. */
  error: z.string(),
  /** Tries made: the first and its retries. */
  attempts: z.number().int(),
  /** When the last try failed (UTC ISO). */
  failedAt: z.string(),
});
export type DeadJob = z.infer<typeof DeadJobSchema>;

/** A domain event some subscriber has not taken yet (issue 41): delivery is retried by the queue until it is. */
export const OwedEventSchema = z.object({
  id: z.string(),
  /** What happened: 'payment.posted', 'credit.decided'… */
  type: z.string(),
  /** When the change happened (UTC ISO). */
  occurredAt: z.string(),
  /** The subscribers that have taken it already. */
  deliveredTo: z.array(z.string()),
});
export type OwedEvent = z.infer<typeof OwedEventSchema>;

export const jobCalls = {
  consoleDeadJobs: defineCall({
    ...staffGet(['admin']),
    path: '/console/jobs',
    request: z.object({}),
    response: z.object({ enabled: z.boolean(), jobs: z.array(DeadJobSchema) }),
    summary: 'The dead-letter list: jobs that failed their last try, newest first (the latest 100).',
  }),
  consoleOwedEvents: defineCall({
    ...staffGet(['admin']),
    path: '/console/jobs/events',
    request: z.object({}),
    response: z.object({ events: z.array(OwedEventSchema) }),
    summary: 'Events between contexts not yet taken by every subscriber, oldest first (at most 100).',
  }),
  consoleRetryJob: defineCall({
    ...staffPost(['admin']),
    path: '/console/jobs/:id/retry',
    refuses: [404],
    request: z.object({ id: z.string() }),
    response: z.object({ job: DeadJobSchema }),
    summary: 'An admin sends a dead job again: one more try, recorded in the audit log.',
  }),
};
