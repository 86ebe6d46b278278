// While the list or the order page is open, it asks every WATCH_MS (only while the page is visible) for the
// borrower's messages: each one it has not seen is handed on (the list adds it on top, the order page's badge
// counts it), and each new unread one goes to the host app (bridge `notify`), which shows it in its tray. Quietly:
// a background check never toasts, nor signs the borrower out (the page's own calls do that).
import { isSuccess } from '@pautang/contract/envelope';
import type { NotificationList } from '@pautang/contract/notification-inbox';
import { callNative } from '../../../lib/bridge';
import { request, sessionLost } from '../../../lib/request';

export const WATCH_MS = 10_000;

/** The borrower's list without any side effect; undefined when it could not be had. */
export async function fetchNotificationsQuietly(): Promise<NotificationList | undefined> {
  if (sessionLost()) return undefined;
  try {
    const envelope = await request<NotificationList>('notificationList', {});
    return isSuccess(envelope, 'zero') && envelope.data ? envelope.data : undefined;
  } catch {
    return undefined;
  }
}

export function watchNotifications(
  known: () => ReadonlySet<string>,
  onNews: (list: NotificationList) => void,
  { now = false }: { now?: boolean } = {},
): () => void {
  let live = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const list = document.visibilityState === 'visible' ? await fetchNotificationsQuietly() : undefined;
    if (!live) return;
    if (list) {
      const seen = known();
      const news = list.list.filter((item) => !seen.has(item.id));
      if (news.length > 0) {
        // Oldest first, as they were sent.
        for (const item of [...news].reverse()) {
          if (!item.read) callNative('notify', { title: item.title, body: item.body, link: item.link });
        }
        onNews(list);
      }
    }
    timer = setTimeout(() => void tick(), WATCH_MS);
  };
  timer = setTimeout(() => void tick(), now ? 0 : WATCH_MS);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
