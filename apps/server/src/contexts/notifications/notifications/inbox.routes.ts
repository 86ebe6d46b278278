import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { listNotifications, pollTray, readNotifications } from './inbox.service';

export const notificationInboxHandlers = (deps: Deps) =>
  ({
    notificationList: ({ caller }) => listNotifications(deps, caller.userId),
    notificationRead: ({ input, caller }) =>
      readNotifications(deps, caller.userId, input.notificationId || undefined),
    notificationTray: ({ input, caller }) => pollTray(deps, caller.userId, input.cursor || undefined),
  }) satisfies Partial<CallHandlers>;
