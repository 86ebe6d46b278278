// Graceful shutdown (issue 31). On SIGTERM or SIGINT (server.ts) the instance drains, then closes, within a bound:
// 1. Draining: /readyz answers 503 `draining` (a balancer stops sending), every answer says `Connection: close` (a
//    kept-alive client opens its next connection elsewhere), and the job queue takes no new job while its runs in
//    progress end (the sweeps end after their current batch).
// 2. After SHUTDOWN_DRAIN_MS (0 unless set; SIGTERM only: a balancer's time to notice; Ctrl-C waits for none), the
//    listener closes: no new connection is taken, idle kept-alive ones are closed, the requests in flight answered.
// 3. Once the requests and the job runs have ended: the app closes (its onClose hooks: Redis), then the database
//    (the change feed and the pools), and the process exits 0.
// Past SHUTDOWN_GRACE_MS from the signal (below Kubernetes' 30 s), it logs what was still running and exits 1; job
// runs still going are left to pg-boss, which tries them again by their queue's rules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/jobs';

/** What /readyz reads: whether this instance is draining. */
export type Drain = { readonly draining: boolean };

type DrainControl = Drain & {
  begin: () => void;
  jobs: JobQueue;
  /** The requests being answered, as `METHOD route`. */
  inFlight: () => string[];
};

const drains = new WeakMap<FastifyInstance, DrainControl>();

/**
 * Tracks the requests in flight and closes every answer's connection once draining. Register before the routes, so
 * the hooks are theirs too.
 */
export function registerDrain(app: FastifyInstance, jobs: JobQueue): Drain {
  const requests = new Set<FastifyRequest>();
  let draining = false;
  const control: DrainControl = {
    get draining() {
      return draining;
    },
    begin: () => void (draining = true),
    jobs,
    inFlight: () => [...requests].map((r) => `${r.method} ${r.routeOptions.url ?? r.url.split('?')[0]}`),
  };
  drains.set(app, control);
  app.addHook('onRequest', (request, _reply, done) => {
    requests.add(request);
    done();
  });
  // Set as the answer is sent, so a request already in flight when the drain began closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    requests.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    requests.delete(request);
    done();
  });
  return control;
}

/** Starts the drain (tests of /readyz); a shutdown does it itself. */
export function beginDrain(app: FastifyInstance): void {
  controlOf(app).begin();
}

function controlOf(app: FastifyInstance): DrainControl {
  const control = drains.get(app);
  if (!control) throw new Error('the app has no drain (registerDrain)');
  return control;
}

export type ShutdownOptions = {
  /** The bound, from the signal to the exit. */
  graceMs: number;
  /** How long the listener still takes connections while /readyz says draining. */
  drainMs: number;
};

export type ShutdownLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/**
 * Drains and closes the app and its database (steps 1 to 3 above); resolves with the exit code: 0 when everything
 * ended, 1 when job runs had to be cut short. The bound is the caller's (shutdownOnSignals).
 */
export async function shutDown(
  app: FastifyInstance,
  db: Db,
  options: ShutdownOptions,
  stage: (name: string) => void = () => {},
): Promise<number> {
  const control = controlOf(app);
  stage('draining');
  control.begin();
  // pg-boss's wait ends a little before the bound, so the runs it cuts are failed (and retried) by it, not left
  // active until their expiry.
  const jobsEnded = control.jobs.stop(Math.max(1000, options.graceMs - options.drainMs - 2000));
  await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  stage('closing the listener');
  const connectionsEnded = new Promise<void>((resolve) => app.server.close(() => resolve()));
  app.server.closeIdleConnections();
  const [cut] = await Promise.all([jobsEnded, connectionsEnded]);
  stage('closing');
  // The listener is closed already: Fastify's close finds it so and runs the onClose hooks.
  await app.close();
  await db.destroy();
  if (cut.length > 0) {
    app.log.error({ jobs: cut }, 'job runs cut short by the shutdown: pg-boss tries them again');
    return 1;
  }
  return 0;
}

/**
 * What server.ts calls: SIGTERM and SIGINT shut the instance down (shutDown), bounded by `graceMs`. A second
 * SIGTERM is logged and changes nothing (the orchestrator's SIGKILL comes after its own period); a second SIGINT
 * (Ctrl-C again) exits at once, naming what it cut.
 */
export function shutdownOnSignals(
  app: FastifyInstance,
  db: Db,
  options: ShutdownOptions,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const control = controlOf(app);
  let stage: string | undefined;
  const stillRunning = () => ({
    stage,
    requests: control.inFlight(),
    jobs: control.jobs.running(),
  });
  const onSignal = (signal: NodeJS.Signals) => {
    if (stage !== undefined) {
      if (signal === 'SIGINT') {
        app.log.error(stillRunning(), 'SIGINT again: exiting now, cutting short what was still running');
        return exit(130);
      }
      return app.log.warn(stillRunning(), `${signal} again while shutting down: the shutdown goes on`);
    }
    const drainMs = signal === 'SIGTERM' ? options.drainMs : 0;
    app.log.info({ graceMs: options.graceMs, drainMs }, `${signal}: draining, then closing`);
    const bound = setTimeout(() => {
      app.log.error(
        stillRunning(),
        `shutdown past its bound of ${options.graceMs} ms: exiting with what ran`,
      );
      exit(1);
    }, options.graceMs);
    shutDown(app, db, { ...options, drainMs }, (name) => (stage = name)).then(
      (code) => {
        clearTimeout(bound);
        exit(code);
      },
      (error: unknown) => {
        clearTimeout(bound);
        app.log.error({ err: error, ...stillRunning() }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
