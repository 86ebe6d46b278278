// The same security headers on every answer, however it is reached: a page rendered for a route, a file such as
// /index.html or /console/index.html served as it is, an error, an API answer. A hook rather than per-route
// headers, so no way of reaching a page can miss them.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { isApiPath } from './error-handler';

export function contentSecurityPolicy(config: AppConfig): string {
  const hosts = config.allowedHosts.map((h) => `https://${h}`).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts}`,
    `frame-src 'self' ${hosts}`,
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const policy = contentSecurityPolicy(config);
  // A callback hook, not an async one: it runs on every answer, and a promise per answer showed in the profile.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply
      .header('content-security-policy', policy)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin');
    // Answers carry a borrower's loans: no proxy or web-view cache may keep them.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
