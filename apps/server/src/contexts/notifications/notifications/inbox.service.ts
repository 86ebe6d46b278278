// The borrower's notification list (issue 29): the H5's list and read marks, and the native app's tray poll. A
// list read never writes (reads never write): a message becomes read only when the borrower opens it or marks all.
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@pautang/contract/notifications';
import { randomBytes } from 'node:crypto';
import {
  NOTIFICATION_LIST_MAX,
  type NotificationItem,
  type NotificationList,
  type NotificationRead,
  type NotificationTray,
} from '@pautang/contract/notification-inbox';
import type { Deps } from '../../../platform/deps';
import { invalid, notFound } from '../../../platform/errors';
import {
  countUnreadOf,
  insertSent,
  hasSent,
  listSentAfter,
  listSentOf,
  listUnreadOldestFirst,
  markRead,
  newestSent,
  type InboxRow,
} from './inbox.repository';

/** At most this many messages per tray poll; the next poll picks up the rest from the cursor. */
const TRAY_MAX = 20;

const isEvent = (v: string): v is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(v);

function itemOf(row: InboxRow): NotificationItem | undefined {
  // A row of an event this build does not know (written by a newer one) is left out rather than failing the list.
  if (!isEvent(row.event) || !row.sent_at) return undefined;
  return {
    id: row.id,
    event: row.event,
    title: row.title,
    body: row.body,
    link: row.link,
    sentAt: row.sent_at,
    read: row.read_at !== null,
  };
}

const itemsOf = (rows: readonly InboxRow[]) =>
  rows.map(itemOf).filter((i): i is NotificationItem => i !== undefined);

export async function listNotifications(deps: Deps, userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listSentOf(deps.db, userId, NOTIFICATION_LIST_MAX),
    countUnreadOf(deps.db, userId),
  ]);
  return { list: itemsOf(rows), unread };
}

/** Marks one message read, or all when no id is given; an id not the borrower's (or not sent) reads as missing. */
export async function readNotifications(
  deps: Deps,
  userId: string,
  notificationId: string | undefined,
): Promise<NotificationRead> {
  const now = deps.clock().toISOString();
  if (notificationId !== undefined) {
    const updated = await markRead(deps.db, userId, notificationId, now);
    // Already read is fine (a second tap); a message that is not the borrower's is missing.
    if (updated === 0 && !(await hasSent(deps.db, userId, notificationId))) throw notFound();
  } else {
    await markRead(deps.db, userId, undefined, now);
  }
  return { unread: await countUnreadOf(deps.db, userId) };
}

// The cursor is the last message's sent instant and id: ids alone do not follow sending order (a message waiting
// for 06:00 is sent after younger ones).
const SEPARATOR = '~';
const encodeCursor = (sentAt: string, id: string) => `${sentAt}${SEPARATOR}${id}`;

function decodeCursor(cursor: string): { sentAt: string; id: string } {
  const [sentAt = '', id = '', ...rest] = cursor.split(SEPARATOR);
  const time = Date.parse(sentAt);
  if (rest.length > 0 || !id || Number.isNaN(time) || new Date(time).toISOString() !== sentAt) {
    throw invalid('The cursor is not one this call gave: poll again without it.');
  }
  return { sentAt, id };
}

/**
 * The native tray's poll. The first (no cursor) answers the unread messages and a cursor at the newest sent one;
 * each later poll answers what was sent after its cursor, oldest first, and the cursor to pass next.
 */
export async function pollTray(
  deps: Deps,
  userId: string,
  cursor: string | undefined,
): Promise<NotificationTray> {
  if (!cursor) {
    const [rows, newest] = await Promise.all([
      listUnreadOldestFirst(deps.db, userId, TRAY_MAX),
      newestSent(deps.db, userId),
    ]);
    return {
      items: trayItems(rows),
      cursor: newest?.sent_at ? encodeCursor(newest.sent_at, newest.id) : '',
    };
  }
  const after = decodeCursor(cursor);
  const rows = await listSentAfter(deps.db, userId, after, TRAY_MAX);
  const last = rows.at(-1);
  return {
    items: trayItems(rows),
    cursor: last?.sent_at ? encodeCursor(last.sent_at, last.id) : cursor,
  };
}

const trayItems = (rows: readonly InboxRow[]) => itemsOf(rows).map(({ read: _read, ...item }) => item);

/** The demo's message to a demo borrower (contexts/demo/demo), written as the notifications core writes a sent one. */
export async function sendDemoNotification(
  deps: Deps,
  message: { userId: string; event: NotificationEvent; title: string; body: string; link: string },
): Promise<{ id: string }> {
  const id = `NT${randomBytes(8).toString('hex')}`;
  // Each demo message is its own subject: the same words sent twice are two messages.
  await insertSent(deps.db, { ...message, id, eventKey: `demo-${id}` }, deps.clock().toISOString());
  return { id };
}
