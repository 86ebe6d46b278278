// The dead-letter list for the back office: the queue's failed jobs, summarised, and one sent again (audited).
import type { DeadJob, OwedEvent } from '@pautang/contract/jobs';
import type { Deps } from '../../../platform/deps';
import type { DeadJob as QueueDeadJob } from '../../../platform/jobs/jobs';
import { notFound } from '../../../platform/errors';
import { deliveredTo, unsettledEvents } from '../../../platform/events/events.repository';
import { recordAudit, type Actor } from '../audit/audit.service';

/** The most the list shows: a queue with more dead jobs than this has a problem the first page already shows. */
export const DEAD_JOBS_SHOWN = 100;
const SUMMARY_MAX = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function deadJobs(deps: Deps): Promise<{ enabled: boolean; jobs: DeadJob[] }> {
  const jobs = await deps.jobs.deadJobs(DEAD_JOBS_SHOWN);
  return { enabled: deps.jobs.enabled, jobs: jobs.map(summaryOf) };
}

/**
 * Events not yet taken by every subscriber (platform/events): a few in flight are normal; one that stays names the
 * subscriber that keeps failing (its job is in the dead-letter list above).
 */
export async function owedEvents(deps: Deps): Promise<{ events: OwedEvent[] }> {
  const rows = await unsettledEvents(deps.db, DEAD_JOBS_SHOWN);
  const events = await Promise.all(
    rows.map(async (row) => ({
      id: String(row.id),
      type: row.type,
      occurredAt: new Date(row.occurred_at).toISOString(),
      deliveredTo: [...(await deliveredTo(deps.db, String(row.id)))].sort(),
    })),
  );
  return { events };
}

export async function retryDeadJob(deps: Deps, actor: Actor, id: string): Promise<{ job: DeadJob }> {
  // Not a job id at all reads like one not found (the column is a uuid: the database would refuse it).
  if (!UUID.test(id)) throw notFound();
  const dead = (await deps.jobs.deadJobs(DEAD_JOBS_SHOWN)).find((job) => job.id === id);
  if (!dead || !(await deps.jobs.retry(id))) throw notFound();
  const job = summaryOf(dead);
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'job.retried',
      subjectKind: 'job',
      subjectId: id,
      borrowerId: null,
      before: { name: job.name, attempts: job.attempts, error: job.error },
      note: `Sent again: ${job.name}.`,
    },
    deps.clock(),
  );
  return { job };
}

function summaryOf(job: QueueDeadJob): DeadJob {
  const text = job.data === undefined || job.data === null ? '' : JSON.stringify(job.data);
  return {
    id: job.id,
    name: job.name,
    dataSummary: text === '{}' ? '' : text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text,
    error: job.error,
    attempts: job.attempts,
    failedAt: job.failedAt,
  };
}
