// The same security headers on every answer, however it is reached: a page rendered for a route, a file such as
// /index.html or /console/index.html served as it is, an error, an API answer. A hook rather than per-route
// headers, so no way of reaching a page can miss them.
import type { FastifyInstance } from 'fastify';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { AppConfig } from '../config';
import { isApiPath } from './error-handler';
import { pageEntryHashes } from './page-entry';

/** The official site frames exactly these two of our pages (spec 2 §2.12), and nothing else. */
export const SITE_FRAMES = [H5_PATHS.privacyPolicy, H5_PATHS.loanTerms] as const;

/**
 * A page's policy. `scripts` are the hashes of the inline scripts our own pages carry (the H5's first script,
 * platform/http/page-entry.ts): those exact scripts run, and no other inline one.
 */
export function contentSecurityPolicy(config: AppConfig, frames?: string, scripts: string[] = []): string {
  const hosts = config.allowedHosts.map((h) => `https://${h}`).join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts}`,
    `frame-src ${frames ?? `'self' ${hosts}`}`,
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    // No page of ours sets a <base>: an injected one could point every relative script and link elsewhere.
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * An API answer's policy: the pages' strict directives without the image and frame hosts only a page needs (a
 * JSON answer opened as a document loads nothing else anyway). The full policy was 600 characters that Node checks
 * character by character on every answer, and the answer's largest header.
 */
export const API_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Served over https, browsers are told to keep to https for a year (subdomains too: ours are ours); over http the
 * header means nothing and is left out (a local demo on http://localhost).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const scripts = pageEntryHashes(config.h5Dist);
  const policy = contentSecurityPolicy(config, undefined, scripts);
  const https = new URL(config.publicOrigin).protocol === 'https:';
  // A source with a path matches that path only: the site may frame its privacy and terms pages, not any page.
  const sitePolicy = contentSecurityPolicy(
    config,
    SITE_FRAMES.map((p) => `${config.publicOrigin}${p}`).join(' '),
    scripts,
  );
  // A callback hook, not an async one: it runs on every answer, and a promise per answer showed in the profile.
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = isApiPath(request.url);
    reply
      .header(
        'content-security-policy',
        api ? API_POLICY : request.url.split('?')[0] === H5_PATHS.landing ? sitePolicy : policy,
      )
      .header('x-content-type-options', 'nosniff')
      // URLs carry the session parameters (the host app opens pages with them): no request, not even to our
      // own origin, may repeat them in a Referer. The request guard reads Sec-Fetch-Site for that reason.
      .header('referrer-policy', 'no-referrer');
    if (https) reply.header('strict-transport-security', HSTS);
    // Answers carry a borrower's loans: no proxy or web-view cache may keep them.
    if (api) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
