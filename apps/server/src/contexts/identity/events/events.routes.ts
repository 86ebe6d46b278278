import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { saveBusinessEvent, saveTrackEvents } from './events.service';

export const eventHandlers = (deps: Deps) =>
  ({
    eventSave: async ({ input, caller }) => {
      await saveBusinessEvent(deps.db, caller.userId, input, deps.clock());
      return null;
    },
    buriedPointUpload: async ({ input, caller }) => {
      await saveTrackEvents(deps.db, caller.userId, input.events);
      return null;
    },
  }) satisfies Partial<CallHandlers>;
