// Refuses, before any route runs, what did not come from our own pages:
// - a Host that is not ours (links are built from the configured public origin, and nothing else answers but the
//   operations routes, /healthz, /readyz and /metrics, which probes reach by an instance's address);
// - on /attempt, a call without the XMLHttpRequest marker both H5 clients send, or one a browser marks as
//   cross-site (Sec-Fetch-Site) or sends from a foreign Origin. A plain form POST from another site carries
//   neither the marker nor our Origin, so it can no longer record a score or write events. The published API
//   document (GET /attempt/openapi.json) is the one exception: public, read-only, read by tools and browsers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { OPENAPI_PATH } from '@pautang/contract/openapi';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { allowedHostsOf } from '../origin';
import { isOperationsPath } from '../operations/operations.routes';
import { isApiPath } from './error-handler';

// 'none' is a navigation the user started; anything a page of another site or subdomain caused is refused.
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request's Origin is one of ours, or absent. Under Referrer-Policy no-referrer a browser sends
 * `Origin: null` even on its own page's POSTs; it is ours only when the same browser also says same-origin (a
 * sandboxed frame or a data: page says cross-site, or nothing).
 */
export function ownOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || allowedOrigins.has(origin.toLowerCase())) return true;
  return origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin';
}

export function crossSiteReason(request: FastifyRequest, allowedOrigins: Set<string>): string | null {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return 'no XHR marker';
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !SAME_ORIGIN_FETCH_SITES.has(site)) return `Sec-Fetch-Site ${site}`;
  return ownOrigin(request, allowedOrigins) ? null : 'foreign Origin';
}

const OPENAPI_URL = API_PREFIX + OPENAPI_PATH;

/** A plain read of the API document, with or without a query. */
export function isOpenApiRead(request: FastifyRequest): boolean {
  const { url, method } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (
    url.startsWith(OPENAPI_URL) && (url.length === OPENAPI_URL.length || url[OPENAPI_URL.length] === '?')
  );
}

export function registerRequestGuard(app: FastifyInstance, config: AppConfig): void {
  const hosts = allowedHostsOf(config.publicOrigin);
  const scheme = new URL(config.publicOrigin).protocol;
  const origins = new Set([...hosts].map((host) => `${scheme}//${host}`));
  // A callback hook, not an async one: it runs before every request, and a promise each showed in the profile.
  app.addHook('onRequest', (request, _reply, done) => {
    // request.host follows X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY). Health probes and scrapers
    // address an instance by its own IP, not our public name; those routes build no links and guard themselves.
    if (!hosts.has((request.host ?? '').toLowerCase()) && !isOperationsPath(request.url)) {
      done(new AppError(ErrorCode.UnknownHost));
      return;
    }
    if (isApiPath(request.url) && crossSiteReason(request, origins) !== null && !isOpenApiRead(request)) {
      done(new AppError(ErrorCode.CrossSite));
      return;
    }
    done();
  });
}
