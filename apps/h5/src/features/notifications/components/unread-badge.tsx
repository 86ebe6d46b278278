// The bell's unread count on the order page (notifications-link.tsx). It also
// watches for new messages while the page is open and hands each to the host app's tray (bridge `notify`).
import { useEffect, useState } from 'react';
import { notificationLinkText as text } from '../../../i18n/en/notifications-link';
import { fill } from '../../../i18n/fill';
import { fetchNotificationsQuietly, watchNotifications } from '../api/watch-notifications';

export function UnreadBadge() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void fetchNotificationsQuietly().then((first) => {
      // Without a first look there is nothing to tell new from old: no count, and no pushes.
      if (!live || !first) return;
      // What was there when the page opened is not news: only what arrives after is pushed.
      let known: ReadonlySet<string> = new Set(first.list.map((i) => i.id));
      setUnread(first.unread);
      stop = watchNotifications(
        () => known,
        (list) => {
          known = new Set(list.list.map((i) => i.id));
          setUnread(list.unread);
        },
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  if (unread === 0) return null;
  return (
    <span className="notice-badge" data-testid="notifications-unread">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="ui-sr-only">{fill(text.unread, { n: unread })}</span>
    </span>
  );
}
