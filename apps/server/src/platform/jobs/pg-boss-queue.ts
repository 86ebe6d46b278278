// The job queue on pg-boss (10.x): on PostgreSQL with a pool of its own (DATABASE_URL), on the embedded PGlite through
// pglite-executor.ts. The parts pg-boss lacks are ours: seconds-level recurrence (a 'stately' queue holds at most one
// waiting and one running run of a recurring job, and each run sends the next), idempotency keys (a job id derived
// from the key: a second insert of it is a conflict pg-boss ignores), and the dead-letter list (failed jobs).
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { pgliteOf } from '../db/client';
import { pgliteExecutor } from './pglite-executor';
import type { DeadJob, JobHandler, JobQueue, SendOptions, WorkerOptions } from './jobs';

const SCHEMA = 'pgboss';
/** The singleton key of a recurring job's runs, and of its run at start (a key of its own, so it is never dropped). */
const RECURRING_KEY = 'every';
const AT_START_KEY = 'start';

export type PgBossQueueOptions = {
  db: Db;
  databaseUrl: string | undefined;
  /** Seconds between a worker's polls for work; 2 by default (pg-boss's floor is 0.5). */
  pollingSeconds?: number;
  /** How long finished jobs, and so idempotency keys, are kept before pg-boss archives them. */
  keepDays?: number;
  /**
   * How often pg-boss looks for runs whose process died (past their expireInSeconds) to try them again, and archives;
   * 60 by default (pg-boss's own is 120).
   */
  maintenanceSeconds?: number;
  log: (message: string, error: unknown) => void;
};

type Registration =
  | { kind: 'work'; name: string; options: WorkerOptions; handler: JobHandler<unknown> }
  | { kind: 'every'; name: string; seconds: number; runAtStart: boolean; handler: () => Promise<unknown> };

/** A job id derived from (name, key), in UUID form: the same key always gives the same id. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const pglite = options.databaseUrl ? undefined : pgliteOf(options.db);
  const executor = pglite ? pgliteExecutor(options.db, pglite) : undefined;
  if (!options.databaseUrl && !executor) throw new Error('the job queue needs PostgreSQL or PGlite');
  const keepSeconds = (options.keepDays ?? 14) * 86_400;
  const boss = new PgBoss({
    ...(executor ? { db: executor } : { connectionString: options.databaseUrl, max: 4 }),
    schema: SCHEMA,
    // Our recurrence is our own (every()); pg-boss's cron would poll its clock for nothing.
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    archiveCompletedAfterSeconds: keepSeconds,
    // The dead-letter list reads failed jobs: kept as long as the completed ones.
    archiveFailedAfterSeconds: keepSeconds,
  });
  boss.on('error', (error) => options.log('job queue error', error));
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  const registrations: Registration[] = [];
  let started = false;
  let stopping = false;
  /** This instance's runs in progress, by a token of each run: what a stop waits for, or names when it cuts them. */
  const inProgress = new Map<symbol, string>();
  const tracked = async (name: string, run: () => Promise<unknown>): Promise<void> => {
    const token = Symbol(name);
    inProgress.set(token, name);
    try {
      await run();
    } finally {
      inProgress.delete(token);
    }
  };

  const sendNext = (name: string, seconds: number, key = RECURRING_KEY) =>
    boss.send(name, {}, { singletonKey: key, startAfter: seconds });

  return {
    enabled: true,
    work<T>(name: string, workerOptions: WorkerOptions, handler: JobHandler<T>) {
      registrations.push({
        kind: 'work',
        name,
        options: workerOptions,
        handler: handler as JobHandler<unknown>,
      });
    },
    every(name, seconds, handler, everyOptions = {}) {
      registrations.push({
        kind: 'every',
        name,
        seconds,
        runAtStart: everyOptions.runAtStart ?? false,
        handler,
      });
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      if (!started) throw new Error(`the job queue is not started (sending ${name})`);
      return boss.send(name, data, {
        ...(sendOptions.key !== undefined ? { id: jobIdOf(name, sendOptions.key) } : {}),
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async deadJobs(limit) {
      const { rows } = (await boss.getDb().executeSql(
        `SELECT id, name, data, output, retry_count, completed_on FROM ${SCHEMA}.job
         WHERE state = 'failed' ORDER BY completed_on DESC, id LIMIT $1`,
        [limit],
      )) as { rows: DeadRow[] };
      return rows.map(deadJobOf);
    },
    async retry(id) {
      const { rows } = (await boss
        .getDb()
        .executeSql(`SELECT name FROM ${SCHEMA}.job WHERE id = $1 AND state = 'failed'`, [id])) as {
        rows: { name: string }[];
      };
      const name = rows[0]?.name;
      if (!name) return false;
      // Typed void, it answers { affected } (pg-boss 10's manager.js mapCommandResponse).
      const result = (await boss.retry(name, id)) as unknown as { affected?: number } | undefined;
      return result?.affected === 1;
    },
    async ping() {
      if (!started) throw new Error('not started');
      await boss.getDb().executeSql('select 1', []);
    },
    async depth() {
      const names = [...new Set(registrations.map((r) => r.name))];
      const { rows } = (await boss.getDb().executeSql(
        `SELECT name, count(*)::int AS waiting FROM ${SCHEMA}.job
         WHERE name = ANY($1::text[]) AND state IN ('created', 'retry') GROUP BY name`,
        [names],
      )) as { rows: { name: string; waiting: number | string }[] };
      const depth: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
      for (const row of rows) depth[row.name] = Number(row.waiting);
      return depth;
    },
    get stopping() {
      return stopping;
    },
    running: () => [...inProgress.values()],
    async start() {
      await boss.start();
      for (const r of registrations) {
        if (r.kind === 'work') {
          await ensureQueue(boss, r.name, {
            name: r.name,
            policy: 'standard',
            retryLimit: r.options.retryLimit ?? 2,
            retryDelay: r.options.retryDelaySeconds ?? 5,
            retryBackoff: true,
            expireInSeconds: r.options.expireInSeconds ?? 300,
          });
          await boss.work<unknown>(
            r.name,
            { pollingIntervalSeconds, includeMetadata: true },
            async ([job]) => {
              if (job)
                await tracked(r.name, () =>
                  r.handler({ id: job.id, data: job.data, retryCount: job.retryCount }),
                );
            },
          );
          continue;
        }
        if (r.seconds <= 0 && !r.runAtStart) continue;
        // 'stately': one waiting and one running run at most, across every instance; a failed run is not retried
        // (the next one comes anyway) but is listed with the dead letters.
        await ensureQueue(boss, r.name, {
          name: r.name,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: Math.max(60, r.seconds * 10),
        });
        const { name, seconds, handler } = r;
        await boss.work(
          name,
          { pollingIntervalSeconds: Math.min(pollingIntervalSeconds, Math.max(0.5, seconds / 2)) },
          async () => {
            try {
              await tracked(name, handler);
            } finally {
              // Sent after the run, so two runs never overlap; a run whose process died is not here, and the next
              // start() (or the expired run's retry) sends it.
              if (seconds > 0 && started) await sendNext(name, seconds);
            }
          },
        );
        // A waiting run already there (another instance's, or one sent before a restart) keeps its place.
        if (seconds > 0) await sendNext(name, seconds);
        // The run at start has a key of its own: a waiting periodic run does not swallow it. It may then run beside
        // a periodic one, so a job run at start must be safe to run twice at once (planReminders is).
        if (r.runAtStart) await sendNext(name, 0, AT_START_KEY);
      }
      started = true;
    },
    async stop(timeoutMs = 20_000) {
      if (!started) return [];
      started = false;
      stopping = true;
      // Waits for the runs in progress, so none is left half done by a clean stop. Those still going at the timeout
      // are failed by pg-boss ("shut down while active") and tried again by their queue's retry rules.
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      return [...inProgress.values()];
    },
  };
}

/**
 * Creates the queue, or brings an existing one's options up to date. Two instances starting at once on one
 * PostgreSQL can deadlock in pg-boss's create_queue (each makes the queue's partition); the loser tries again,
 * and then finds the queue made.
 */
async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return await boss.updateQueue(name, options);
      return await boss.createQueue(name, options);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

type DeadRow = {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  completed_on: string | Date | null;
};

function deadJobOf(row: DeadRow): DeadJob {
  return {
    id: row.id,
    name: row.name,
    data: row.data,
    error: errorOf(row.output),
    attempts: Number(row.retry_count) + 1,
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : '',
  };
}

/** pg-boss stores the handler's error serialized ({ message, stack… }), or { value: { message } } for a timeout. */
function errorOf(output: unknown): string {
  const out = (typeof output === 'string' ? safeJson(output) : output) as
    { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = out?.message ?? out?.value?.message;
  return typeof message === 'string' ? message : 'failed';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
