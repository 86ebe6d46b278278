import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { robotsTxt, saveContactMessage, sitemapXml } from './site.service';

export const siteHandlers = (deps: Deps) =>
  ({
    // Kept here; agents list and work them in contexts/support/contact (issue 30).
    contactMessage: ({ input, ip }) => saveContactMessage(deps, input, ip),
  }) satisfies Partial<CallHandlers>;

/** The day this build started serving: the legal pages change with a release. */
const servingSince = new Date().toISOString().slice(0, 10);

export function registerSiteRoutes(app: FastifyInstance, deps: Deps): void {
  // Links in both come from PUBLIC_ORIGIN, never from the Host header.
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(deps.config.publicOrigin)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(deps.config.publicOrigin, servingSince)),
  );
}
