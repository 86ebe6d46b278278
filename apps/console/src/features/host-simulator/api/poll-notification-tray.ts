// The native app's tray poll (issue 29): while a borrower is signed in, the app asks every TRAY_POLL_MS for the
// messages sent since its cursor (the first poll answers the unread ones), as a real app would between pushes.
import { useEffect, useEffectEvent } from 'react';
import { ErrorCode } from '@pautang/contract/errors';
import type { NotificationTray } from '@pautang/contract/notification-inbox';
import { borrowerCall, CallRefused, type BorrowerSession } from '../../../lib/app-call';

export const TRAY_POLL_MS = 10_000;

export function pollNotificationTray(session: BorrowerSession, cursor: string): Promise<NotificationTray> {
  return borrowerCall('notificationTray', cursor ? { cursor } : {}, session);
}

export function useNotificationTrayPoll(
  session: BorrowerSession | null,
  onItems: (items: NotificationTray['items']) => void,
  everyMs = TRAY_POLL_MS,
): void {
  const deliver = useEffectEvent(onItems);
  const sessionId = session?.sessionId ?? '';
  const userId = session?.userId ?? '';
  const deviceId = session?.deviceId ?? '';
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    let cursor = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const tray = await pollNotificationTray({ sessionId, userId, deviceId }, cursor);
        if (!live) return;
        cursor = tray.cursor;
        if (tray.items.length > 0) deliver(tray.items);
      } catch (error) {
        // A refused cursor (the server forgot it) starts over; anything else is tried again at the next tick.
        if (live && error instanceof CallRefused && error.code === ErrorCode.Validation) cursor = '';
      }
      if (live) timer = setTimeout(() => void tick(), everyMs);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sessionId, userId, deviceId, everyMs]);
}
