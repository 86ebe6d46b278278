// The borrower's notifications (/notifications, issue 29; not in the spec: docs/DECISIONS.md): the messages that
// were sent, newest first, each with its time in Manila, an unread mark, and a tap that marks it read and opens its
// link with the session parameters. New ones arriving while the list is open are added on top and handed to the
// host app's tray (api/watch-notifications.ts).
import { useEffect, useRef, useState } from 'react';
import type { NotificationItem, NotificationList as List } from '@pautang/contract/notification-inbox';
import { formatDate } from '@pautang/contract/format/date';
import { LoadError } from '../../../components/load-error';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { toast } from '../../../components/ui/toast/toast';
import { notificationText as text } from '../../../i18n/en/notifications';
import { messages } from '../../../i18n/messages';
import { openServerUrl } from '../../../lib/navigation';
import { readNotifications } from '../api/read-notifications';
import { useNotificationList } from '../api/use-notifications';
import { watchNotifications } from '../api/watch-notifications';
import './notifications.css';

export function NotificationList({ onBack }: { onBack: () => void }) {
  const { data, error, reload } = useNotificationList();
  // What the borrower sees: the loaded list, then what the watch brought and the read marks made here.
  const [list, setList] = useState<List>();
  const shown = list ?? data;
  const ids = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    ids.current = new Set(shown?.list.map((i) => i.id));
  });
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    return watchNotifications(() => ids.current, setList);
  }, [loaded]);

  const markRead = (item?: NotificationItem) => {
    if (!shown) return;
    const next = {
      list: shown.list.map((i) => (!item || i.id === item.id ? { ...i, read: true } : i)),
      unread: item ? Math.max(0, shown.unread - (item.read ? 0 : 1)) : 0,
    };
    setList(next);
    if (!item || !item.read) {
      readNotifications(item?.id).then(
        ({ unread }) => setList((l) => l && { ...l, unread }),
        () => undefined,
      );
    }
  };
  const open = (item: NotificationItem) => {
    markRead(item);
    if (item.link && !openServerUrl(item.link)) toast.fail(messages.urlNotAllowed);
  };

  const readAll =
    shown && shown.unread > 0 ? (
      <button type="button" className="notice-read-all" onClick={() => markRead()}>
        {text.readAll}
      </button>
    ) : undefined;
  return (
    <>
      <NavBar title={text.title} onBack={onBack} right={readAll} />
      {!shown ? (
        error ? (
          <LoadError className="notice-state" error={error} onRetry={reload} />
        ) : (
          <div className="notice-state" aria-busy="true" />
        )
      ) : shown.list.length === 0 ? (
        <div className="notice-empty" data-testid="notifications-empty">
          <span className="notice-empty-icon" aria-hidden="true" />
          <h2 className="notice-empty-title">{text.emptyTitle}</h2>
          <p className="notice-muted">{text.emptyText}</p>
        </div>
      ) : (
        <ul className="notice-list" data-testid="notification-list" aria-label={text.title}>
          {shown.list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={item.read ? 'notice-item' : 'notice-item notice-unread'}
                data-testid="notification-item"
                data-read={item.read ? '1' : '0'}
                onClick={() => open(item)}
              >
                <span className="notice-top">
                  <span className="notice-title">
                    {!item.read && <span className="notice-dot" role="img" aria-label={text.unreadDot} />}
                    {item.title}
                  </span>
                  <time className="notice-time" dateTime={item.sentAt}>
                    {formatDate(item.sentAt)}
                  </time>
                </span>
                <span className="notice-body">{item.body}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
