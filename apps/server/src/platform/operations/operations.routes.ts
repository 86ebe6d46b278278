// What operators and their tools read (issue 31), outside /attempt: no XHR marker, no session, never cached.
// - GET /healthz: the process is up and answering.
// - GET /readyz: what this instance needs is reachable (health.ts): 200, or 503 naming what is down; 503 `draining`
//   once a shutdown began (shutdown.ts), whatever the checks say, so a balancer stops sending.
// - GET /metrics: Prometheus's text exposition (metrics.ts), with METRICS_TOKEN as a bearer token when it is set,
//   else to loopback addresses only (a scraper on the same machine, or a sidecar).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { readiness, readinessChecks, type ReadinessCheck } from './health';
import type { AppMetrics } from './metrics';
import type { Drain } from './shutdown';

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** Whether a path (its query aside) is one of the operations routes, which the Host check lets through. */
export function isOperationsPath(url: string): boolean {
  const path = url.split('?')[0];
  return (OPERATIONS_PATHS as readonly (string | undefined)[]).includes(path);
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(ip);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isLoopback(request.ip);
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
  // Compared as digests: equal lengths, and no early exit to time.
  return timingSafeEqual(digest(given), digest(token));
}

export function registerOperationsRoutes(
  app: FastifyInstance,
  deps: Deps,
  metrics: AppMetrics,
  redisPing: ReadinessCheck | undefined,
  drain: Drain,
): void {
  const checks = readinessChecks(deps, redisPing);

  app.get('/healthz', async (_request, reply) => noStore(reply).send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (drain.draining) return noStore(reply).status(503).send({ status: 'draining' });
    const answer = await readiness(checks);
    return noStore(reply)
      .status(answer.ready ? 200 : 503)
      .send({ status: answer.ready ? 'ok' : 'down', checks: answer.checks });
  });

  app.get('/metrics', async (request, reply) => {
    noStore(reply);
    if (!metricsAllowed(request, deps.config.metricsToken)) {
      return reply
        .status(deps.config.metricsToken ? 401 : 403)
        .header('content-type', 'text/plain; charset=utf-8')
        .send(deps.config.metricsToken ? 'A bearer token is required.' : 'Loopback addresses only.');
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Counts and times every request (register before the routes, so the hook is theirs too). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  // Every request, by its route pattern (or call), never its raw URL: ids in paths would make a series each.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? '(not found)' : '(pages)');
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
