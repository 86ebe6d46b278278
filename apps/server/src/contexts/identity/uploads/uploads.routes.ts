// GET /files/complaints/<id>.<ext> and /files/profiles/<kind>-<id>.<ext>: an uploaded image, for the borrower it
// belongs to (the session parameters in the query, as every H5 address carries them) or a signed-in agent. Not
// under /attempt: an <img> sends no XMLHttpRequest marker. Anyone else, and any other address, reads exactly
// 'not found'.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { resolveCaller } from '../sessions/sessions.service';
import { FILES_PREFIX, IMAGE_NOT_FOUND, openUpload, type Viewer } from './uploads.service';

/** The folders served: complaint images, and the profile's ID photos and selfies. */
const FOLDERS = ['complaints', 'profiles'] as const;

export function registerFileRoutes(
  app: FastifyInstance,
  deps: Deps,
  agentOf: (headers: Record<string, unknown>) => Promise<string | undefined> = async () => undefined,
): void {
  for (const folder of FOLDERS) {
    app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
      `${FILES_PREFIX}${folder}/:name`,
      async (request, reply) => {
        const agentId = await agentOf(request.headers);
        let viewer: Viewer;
        if (agentId) viewer = { kind: 'agent', agentId };
        else {
          // No session, or one that is not valid, opens nothing, and says no more than a missing image.
          const caller = await resolveCaller(deps.db, request.query, deps.clock()).catch(() => undefined);
          if (!caller) throw notFound(IMAGE_NOT_FOUND);
          viewer = { kind: 'borrower', userId: caller.userId };
        }
        const file = await openUpload(deps, viewer, `${FILES_PREFIX}${folder}/${request.params.name}`);
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(file.body);
      },
    );
  }
}
