// The server's Prometheus metrics (issue 31), through prom-client. Each app builds its own registry: tests build
// many apps in one process, and prom-client's global default registry would refuse the second app's metrics.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { poolOf } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import type { JobQueue } from '../jobs/jobs';

export type AppMetrics = {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  requestSeconds: Histogram<'route' | 'method' | 'status'>;
  /** Payments that reached the ledger, by where the money came from ('gateway', 'card'). */
  paymentsPosted: Counter<'source'>;
  /** Postbacks the gateway's sender was told to send again or that were turned away, by the result answered. */
  postbacksRefused: Counter<'result'>;
  payoutsFailed: Counter;
  smsSent: Counter<'provider'>;
  /** Job runs that threw (each try, retries included), by job name. */
  jobsFailed: Counter<'job'>;
};

export function createMetrics(db: Db): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'pautang_http_requests_total',
    help: 'HTTP requests answered, by route pattern (or call), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'pautang_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (or call), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'pautang_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting: queries queued for a connection)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const cache = readCacheOf(db);
  if (cache) {
    // The cache keeps plain counts (a hot path); the counter takes their value when scraped.
    new Counter({
      name: 'pautang_read_cache_lookups_total',
      help: 'Read-cache lookups while the cache serves, by result (hit: no database round trip)',
      labelNames: ['result'] as const,
      registers,
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, cache.hits);
        this.inc({ result: 'miss' }, cache.misses);
      },
    });
    // Memory held by the cache, against its bound: an instance's growth shows here before it shows as RSS.
    new Gauge({
      name: 'pautang_read_cache_entries',
      help: 'Read-cache entries held, by table (table="bound": the most kept per table)',
      labelNames: ['table'] as const,
      registers,
      collect() {
        for (const [table, count] of Object.entries(cache.entryCounts())) this.set({ table }, count);
        this.set({ table: 'bound' }, cache.entryBound);
      },
    });
  }
  return {
    registry,
    requests,
    requestSeconds,
    paymentsPosted: new Counter({
      name: 'pautang_payments_posted_total',
      help: 'Payments posted to the ledger, by source',
      labelNames: ['source'] as const,
      registers,
    }),
    postbacksRefused: new Counter({
      name: 'pautang_postbacks_refused_total',
      help: 'Payment postbacks not answered result=OK, by the result answered',
      labelNames: ['result'] as const,
      registers,
    }),
    payoutsFailed: new Counter({
      name: 'pautang_payouts_failed_total',
      help: 'Payouts the rail confirmed as failed',
      registers,
    }),
    smsSent: new Counter({
      name: 'pautang_sms_sent_total',
      help: 'Text messages handed to the SMS provider, by provider',
      labelNames: ['provider'] as const,
      registers,
    }),
    jobsFailed: new Counter({
      name: 'pautang_jobs_failed_total',
      help: 'Job runs that failed (each try), by job name',
      labelNames: ['job'] as const,
      registers,
    }),
  };
}

/** How long a read of the queue depth serves scrapes: several scrapers (or a fast one) cost one count. */
export const QUEUE_DEPTH_CACHE_MS = 5_000;
/** A scrape waits this long at most for a fresh count, then shows the last one (or none yet). */
export const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

/**
 * The job queue's depth per queue (jobs waiting to be taken), read when scraped: one grouped count, kept for a few
 * seconds and cut by a timeout, so a scrape costs at most one count and never hangs on a slow database. Beside it,
 * this instance's runs in progress (no database read: the queue keeps them).
 */
export function watchJobQueue(
  metrics: AppMetrics,
  jobs: Pick<JobQueue, 'depth' | 'running'>,
  cacheMs = QUEUE_DEPTH_CACHE_MS,
  timeoutMs = QUEUE_DEPTH_TIMEOUT_MS,
): void {
  const read = () => jobs.depth();
  new Gauge({
    name: 'pautang_jobs_running',
    help: 'Job runs in progress on this instance, by job name',
    labelNames: ['job'] as const,
    registers: [metrics.registry],
    collect() {
      this.reset();
      const counts = new Map<string, number>();
      for (const name of jobs.running()) counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const [job, count] of counts) this.set({ job }, count);
    },
  });
  let last: { at: number; depth: Record<string, number> } | undefined;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= read()
      .then((depth) => void (last = { at: Date.now(), depth }))
      .catch(() => {})
      .finally(() => (reading = undefined)));
  new Gauge({
    name: 'pautang_job_queue_depth',
    help: `Jobs waiting to be taken (created or waiting for a retry), by queue; read at most every ${cacheMs / 1000} s`,
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      if (!last || Date.now() - last.at >= cacheMs) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
        await Promise.race([refresh(), timeout]).finally(() => clearTimeout(timer));
      }
      this.reset();
      for (const [queue, depth] of Object.entries(last?.depth ?? {})) this.set({ queue }, depth);
    },
  });
}
