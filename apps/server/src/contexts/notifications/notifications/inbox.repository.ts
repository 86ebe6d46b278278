// The borrower's notification list (issue 29): reads of sent messages and the read marks. Ownership is part of every
// lookup: another borrower's message is indistinguishable from a missing one.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { NotificationsTable } from '../../../platform/db/schema';

export type InboxRow = Pick<
  Selectable<NotificationsTable>,
  'id' | 'event' | 'title' | 'body' | 'link' | 'sent_at' | 'read_at'
>;

const COLUMNS = ['id', 'event', 'title', 'body', 'link', 'sent_at', 'read_at'] as const;

// sent_at may carry microseconds while the wire's ISO instant has milliseconds: every comparison with a cursor is
// made at millisecond precision, or a row of the cursor's own millisecond would come back on every poll.
const sentMs = sql<string>`date_trunc('milliseconds', sent_at)`;

/** The borrower's sent messages, newest first (sent_at, then id, so the order is total). */
export function listSentOf(db: Db, userId: string, limit: number): Promise<InboxRow[]> {
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnreadOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the borrower's sent, unread messages read (one when id is given); answers how many rows it found. */
export async function markRead(db: Db, userId: string, id: string | undefined, now: string): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .where('read_at', 'is', null);
  if (id !== undefined) q = q.where('id', '=', id);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the borrower has this sent message (read or not): a foreign or unsent id reads as missing. */
export async function hasSent(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return row !== undefined;
}

/** The oldest unread sent messages first (a tray's first look), at most limit. */
export function listUnreadOldestFirst(db: Db, userId: string, limit: number): Promise<InboxRow[]> {
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .where('read_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.reverse());
}

/** Messages sent after the cursor (sentAt, id), oldest first, at most limit. */
export function listSentAfter(
  db: Db,
  userId: string,
  after: { sentAt: string; id: string },
  limit: number,
): Promise<InboxRow[]> {
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .where((eb) =>
      eb.or([
        eb(sentMs, '>', after.sentAt),
        eb.and([eb(sentMs, '=', after.sentAt), eb('id', '>', after.id)]),
      ]),
    )
    .orderBy(sentMs, 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The newest sent message's position (sentAt, id), for a first poll that found nothing unread. */
export function newestSent(db: Db, userId: string): Promise<Pick<InboxRow, 'id' | 'sent_at'> | undefined> {
  return db
    .selectFrom('notifications')
    .select(['id', 'sent_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Writes a message as sent, as the notifications core does once the SMS went out: for the demo's route only
 * (contexts/demo/demo), which shows the list and the tray without waiting for an event. Once per user, event and key.
 */
export async function insertSent(
  db: Db,
  row: {
    id: string;
    userId: string;
    event: string;
    eventKey: string;
    title: string;
    body: string;
    link: string;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: row.id,
      user_id: row.userId,
      event: row.event,
      event_key: row.eventKey,
      title: row.title,
      body: row.body,
      link: row.link,
      legal: true,
      status: 'sent',
      send_after: now,
      created_at: now,
      sent_at: now,
      sms_status: 'demo',
    })
    .onConflict((oc) => oc.columns(['user_id', 'event', 'event_key']).doNothing())
    .execute();
}
