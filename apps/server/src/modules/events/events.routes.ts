import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app';
import { registerCall } from '../../lib/call';
import { saveBusinessEvent, saveTrackEvents } from './events.service';

export function registerEventRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, 'eventSave', async ({ input, caller }) => {
    await saveBusinessEvent(deps.db, caller.userId, input, deps.clock());
    return null;
  });
  registerCall(app, deps, 'buriedPointUpload', async ({ input, caller }) => {
    await saveTrackEvents(deps.db, caller.userId, input.events);
    return null;
  });
}
