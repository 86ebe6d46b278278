// Builds the Fastify app from its dependencies; server.ts and the tests both start here.
import Fastify, { type FastifyInstance } from 'fastify';
import { SIGN_IN_AGAIN_CODES } from '@pautang/contract/errors';
import { createFullWire } from '@pautang/contract/native-wire';
import type { AppConfig, TrustProxy } from './platform/config';
import type { Db } from './platform/db/client';
import type { Deps } from './platform/deps';
import { callHandlers } from './call-handlers';
import { registerDemoRoutes } from './contexts/demo/index';
import { registerFileRoutes } from './contexts/identity/index';
import { registerAgentRoutes } from './contexts/staff/index';
import { agentOfHeaders, agentToken, requireStaff } from './contexts/staff/index';
import { registerGatewayRoutes } from './contexts/lending/index';
import { registerPayoutRailRoutes } from './contexts/lending/index';
import { registerSiteRoutes } from './contexts/site/index';
import { registerOpenApiRoute } from './contexts/staff/index';
import { createMetrics, watchJobQueue, type AppMetrics } from './platform/operations/metrics';
import { registerDrain } from './platform/operations/shutdown';
import { registerOperationsRoutes, registerRequestMetrics } from './platform/operations/operations.routes';
import { registerSweepDevRoutes, registerSweeps } from './flows/sweeps';
import { approvalKinds } from './flows/approval-kinds/approval-kinds';
import { useApprovalKinds } from './contexts/staff/index';
import { createJobQueue } from './platform/jobs/create-jobs';
import type { JobQueue } from './platform/jobs/jobs';
import { appSettings } from './contexts/staff/index';
import { registerCaptchaRoute } from './contexts/site/index';
import { createGateway } from './platform/payment-gateway/create-gateway';
import type { PaymentGateway } from './platform/payment-gateway/gateway';
import { createPayoutRail } from './platform/payout/create-payout';
import type { PayoutRail } from './platform/payout/payout';
import { createDirectDebit, type DirectDebit } from './platform/direct-debit/direct-debit';
import { createSmsSender } from './platform/sms/create-sms';
import type { SmsSender } from './platform/sms/sms';
import { createOtpStore } from './contexts/identity/index';
import { registerCalls } from './platform/call';
import { createEventBus } from './platform/events/events';
import { notificationSubscribers } from './contexts/notifications/index';
import { AppError } from './platform/errors';
import { resolveCaller } from './contexts/identity/index';
import { createFileStore, type FileStore } from './platform/storage';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler';
import { safeError } from './platform/http/log-safety';
import { redactUrl } from './platform/http/redact';
import { registerRateLimit, type CredentialCheck } from './platform/http/rate-limit';
import { lazyRequestLogger } from './platform/http/request-logger';
import { registerRequestGuard } from './platform/http/request-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createPageRenderer } from './platform/http/ssr';
import { h5RuntimeConfig, registerStatic } from './platform/http/static';
import { offeredRange } from './contexts/lending/index';
import { registerFormParser, registerWireBodies, rewriteApiUrl } from './platform/http/wire';

/** How often the queue looks for event deliveries the requests' own dispatch missed. */
const EVENT_RELAY_SECONDS = 5;

// Maker-checker's kinds run other contexts' commands (flows/approval-kinds), so staff is handed them here.
useApprovalKinds(approvalKinds);

export async function buildApp(input: {
  db: Db;
  config: AppConfig;
  clock?: () => Date;
  /** Where uploads go; from the configuration by default. */
  files?: FileStore;
  /** The payment gateway; from the configuration by default (tests pass a fake Dragonpay). */
  gateway?: PaymentGateway;
  /** The payout rail; from the configuration (PAYOUT_GATEWAY) by default (tests pass a fake Dragonpay). */
  payout?: PayoutRail;
  /** Debits from borrowers' accounts; from the configuration (DIRECT_DEBIT) by default. */
  debit?: DirectDebit;
  logger?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write: (line: string) => void };
}): Promise<FastifyInstance> {
  const wire = createFullWire(input.config.wireMode);
  const clock = input.clock ?? (() => new Date());
  const otp = createOtpStore(input.config);
  const metrics = createMetrics(input.db);
  const deps: Deps = {
    db: input.db,
    config: input.config,
    wire,
    clock,
    files: input.files ?? createFileStore(input.config.storage),
    gateway: input.gateway ?? createGateway(input.config, input.db, clock),
    payout: input.payout ?? createPayoutRail(input.config, input.db, clock),
    debit: input.debit ?? createDirectDebit(input.config),
    sms: countedSms(createSmsSender(input.config, input.db, clock), metrics),
    otpStore: otp.otpStore,
    jobs: countedJobs(
      createJobQueue(input.config, input.db, (message, error) => console.warn(message, safeError(error))),
      metrics,
    ),
    metrics,
    events: createEventBus(input.db, clock, (message, error) => console.warn(message, safeError(error))),
    auth: {
      borrower: resolveCaller,
      staff: (headers, roles) => requireStaff(deps, headers, roles),
    },
  };
  const app = Fastify({
    logger:
      input.logger === false
        ? false
        : {
            level: input.config.logLevel,
            ...(input.logStream ? { stream: input.logStream } : {}),
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
              err: safeError,
            },
          },
    childLoggerFactory: lazyRequestLogger,
    rewriteUrl: (req) => rewriteApiUrl(wire, req.url ?? '/'),
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(input.config.trustProxy),
  });

  app.addHook('onClose', otp.close);
  registerRequestMetrics(app, metrics);
  // Before the routes, so its hooks are theirs too: requests in flight are known, and a drain's answers close.
  const drain = registerDrain(app, deps.jobs);
  registerErrorHandler(app, wire);
  registerSecurityHeaders(app, input.config);
  registerRequestGuard(app, input.config);
  await registerRateLimit(app, input.config, credentialCheck(deps));
  registerFormParser(app);
  registerWireBodies(app, wire);

  const handlers = callHandlers(deps);
  // Multipart bodies reach only the upload routes, each read within its own limits (platform/http/multipart.ts).
  await registerCalls(app, deps, handlers);
  registerFileRoutes(app, deps, async (headers) => (await agentOfHeaders(deps, headers))?.id);
  registerAgentRoutes(app, deps);
  registerGatewayRoutes(app, deps);
  registerPayoutRailRoutes(app, deps);
  registerCaptchaRoute(app, deps);
  registerSiteRoutes(app, deps);
  registerOpenApiRoute(app, deps);
  registerOperationsRoutes(app, deps, metrics, otp.ping, drain);
  if (deps.jobs.enabled) watchJobQueue(metrics, deps.jobs);
  if (input.config.demo) {
    registerDemoRoutes(app, deps);
    registerSweepDevRoutes(app, deps);
  }
  registerSweeps(app, deps);
  // Events between contexts (platform/events): each subscriber registered once; what a request emitted is
  // delivered before its answer leaves, and the queue's relay delivers whatever that missed.
  for (const subscriber of notificationSubscribers) deps.events.subscribe(subscriber);
  app.decorate('events', deps.events);
  if (deps.jobs.enabled) deps.events.registerJobs(deps.jobs, EVENT_RELAY_SECONDS);
  app.addHook('onSend', async (_request, _reply, payload) => {
    await deps.events.dispatch();
    return payload;
  });
  // The queue starts once the app is ready (the migrations ran before buildApp), and ends its runs before closing.
  app.addHook('onReady', () => deps.jobs.start());
  // A graceful shutdown (platform/operations/shutdown.ts) has stopped it already, before the listener closed.
  app.addHook('onClose', async () => void (await deps.jobs.stop()));

  const renderPage = await createPageRenderer(deps, handlers, input.config.h5ServerDist);
  const runtimeConfig = async () =>
    h5RuntimeConfig(input.config, await appSettings(deps), await offeredRange(deps.db));
  await registerStatic(app, input.config, runtimeConfig, renderPage);
  return app;
}

/** Every text the provider took is counted; the one place all of them pass. */
function countedSms(sender: SmsSender, metrics: AppMetrics): SmsSender {
  return {
    name: sender.name,
    send: async (phone, body) => {
      const receipt = await sender.send(phone, body);
      metrics.smsSent.inc({ provider: sender.name });
      return receipt;
    },
  };
}

/** Every job run that throws is counted, by job name, and still throws (the queue retries it). */
function countedJobs(queue: JobQueue, metrics: AppMetrics): JobQueue {
  const counted =
    <A extends unknown[], R>(name: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (error) {
        metrics.jobsFailed.inc({ job: name });
        throw error;
      }
    };
  return {
    get enabled() {
      return queue.enabled;
    },
    work: (name, options, handler) => queue.work(name, options, counted(name, handler)),
    every: (name, seconds, handler, options) => queue.every(name, seconds, counted(name, handler), options),
    send: (name, data, options) => queue.send(name, data, options),
    deadJobs: (limit) => queue.deadJobs(limit),
    retry: (id) => queue.retry(id),
    ping: () => queue.ping(),
    depth: () => queue.depth(),
    get stopping() {
      return queue.stopping;
    },
    running: () => queue.running(),
    start: () => queue.start(),
    stop: (timeoutMs) => queue.stop(timeoutMs),
  };
}

/** The rate limits' check of a request's credential (platform/http/rate-limit.ts): the same lookups the calls make. */
function credentialCheck(deps: Deps): CredentialCheck {
  return async (request) => {
    const query = request.query as Record<string, unknown>;
    if (typeof query.sessionId === 'string' && query.sessionId !== '') {
      return resolveCaller(deps.db, query, deps.clock()).then(
        () => true,
        (error: unknown) =>
          error instanceof AppError && SIGN_IN_AGAIN_CODES.includes(error.code) ? false : undefined,
      );
    }
    if (!agentToken(request.headers.cookie)) return undefined;
    return agentOfHeaders(deps, request.headers).then(
      (agent) => agent !== undefined,
      () => undefined,
    );
  };
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes "the last n addresses are proxies": Fastify 5.12 reads
 * a bare number as trusting none (it cannot check the peer), which would count every client as the balancer.
 * Hops suit a server reachable only through its proxies; a list of their addresses also checks the peer.
 */
export function proxyTrust(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
