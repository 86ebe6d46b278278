// The durable job queue every module uses (issue 29), our own small interface over pg-boss (pg-boss-queue.ts), like
// platform/sms and platform/payout: jobs are rows in the database we already run, so they survive a restart and are taken by
// one instance at a time.

/** One run of a job, as its handler sees it. */
export type JobRun<T> = {
  /** The job's id: a handler whose effect must happen once keys it by this (a retry has the same id). */
  id: string;
  data: T;
  /** 0 on the first try, 1 on the first retry… */
  retryCount: number;
};

export type JobHandler<T> = (job: JobRun<T>) => Promise<void>;

export type WorkerOptions = {
  /** Tries after the first one before the job lands in the dead-letter list; 2 unless given. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time after (exponential backoff); 5 unless given. */
  retryDelaySeconds?: number;
  /** A run still going after this long is counted as failed (its process died) and tried again; 300 unless given. */
  expireInSeconds?: number;
};

export type SendOptions = {
  /**
   * An idempotency key: a second send of the same job name and key, while the first is kept (pg-boss keeps finished
   * jobs for JOB_KEEP_DAYS), adds nothing and returns null.
   */
  key?: string;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
};

/** A job that failed its last try, as the back office lists it. */
export type DeadJob = {
  id: string;
  name: string;
  data: unknown;
  error: string;
  /** Tries made (the first and its retries). */
  attempts: number;
  /** When it failed for the last time (UTC ISO). */
  failedAt: string;
};

export interface JobQueue {
  /** False when the queue is off (JOBS=0): nothing is run and sent jobs are dropped. */
  readonly enabled: boolean;
  /** A worker for the jobs of this name (register before start()). */
  work<T>(name: string, options: WorkerOptions, handler: JobHandler<T>): void;
  /**
   * A job run every `seconds` (0: never on its own), one at a time across every instance: a singleton job that sends
   * its next run when it ends, so the period may be seconds (pg-boss's cron is per minute). `runAtStart` runs it
   * once as each instance's queue starts, too (then it may run twice at once: it must be safe to).
   */
  every(
    name: string,
    seconds: number,
    handler: () => Promise<unknown>,
    options?: { runAtStart?: boolean },
  ): void;
  /** Sends a job; its id, or null when the key was already sent (or the queue is off). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** The dead-letter list: jobs that failed their last try, newest first. */
  deadJobs(limit: number): Promise<DeadJob[]>;
  /** Sends a dead job again (its tries start over); false when there is no dead job of that id. */
  retry(id: string): Promise<boolean>;
  /** Resolves when the queue is started and its tables answer; rejects naming what is wrong (/readyz). */
  ping(): Promise<void>;
  /**
   * Jobs waiting to run (created or waiting for a retry, not yet taken), by queue name, every queue this instance
   * works listed (0 when none wait): the queue depth /metrics shows.
   */
  depth(): Promise<Record<string, number>>;
  /** True once stop() was called: a long run (a sweep) ends after its current batch and takes no new one. */
  readonly stopping: boolean;
  /** The names of this instance's runs in progress, one entry per run (what a shutdown past its bound cut short). */
  running(): string[];
  start(): Promise<void>;
  /**
   * Takes no new job and waits up to `timeoutMs` (20 s unless given) for the runs in progress; pg-boss fails the
   * runs still going then (they are tried again by their retry rules, on any instance). Resolves with the names of
   * the runs it cut short (empty after a clean stop).
   */
  stop(timeoutMs?: number): Promise<string[]>;
}

/** The queue when JOBS=0: registrations are kept for nothing and sends are dropped. */
export function disabledJobQueue(): JobQueue {
  return {
    enabled: false,
    work: () => {},
    every: () => {},
    send: async () => null,
    deadJobs: async () => [],
    retry: async () => false,
    ping: async () => {},
    depth: async () => ({}),
    stopping: false,
    running: () => [],
    start: async () => {},
    stop: async () => [],
  };
}
