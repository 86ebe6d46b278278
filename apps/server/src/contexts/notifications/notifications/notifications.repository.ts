import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { NotificationsTable, NotificationTemplatesTable } from '../../../platform/db/schema';

/** Files one notification; false when this borrower already has this event for this subject (once per event). */
export async function insertNotificationOnce(db: Db, row: Insertable<NotificationsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'event', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Rows per insert: 12 columns each stays far under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/** Files many notifications, each once (an already filed one is skipped); answers how many were filed now. */
export async function insertNotificationsOnce(
  db: Db,
  rows: readonly Insertable<NotificationsTable>[],
): Promise<number> {
  let filed = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('notifications')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['user_id', 'event', 'event_key']).doNothing())
      .returning('id')
      .execute();
    filed += inserted.length;
  }
  return filed;
}

export function findTemplate(db: Db, event: string, lang: string) {
  return db
    .selectFrom('notification_templates')
    .select(['title', 'body'])
    .where('event', '=', event)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** The language each borrower reads messages in (users.lang, migration 0027); English for one not found. */
export async function langsOf(db: Db, userIds: readonly string[]): Promise<Map<string, 'en' | 'fil'>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'lang'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.lang]));
}

export async function marketingOptedOut(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_prefs')
    .select('marketing_opt_out')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.marketing_opt_out ?? false;
}

/**
 * Claims up to `limit` notifications that are due, for this sender alone, in one statement: the rows are locked
 * with SKIP LOCKED, so a second sender running at the same moment takes others (or none), never the same. A claimed
 * row is 'sending', its attempt counted, and its send_after becomes the lease's end: a row still 'sending' after
 * that (its sender was killed) is due again and is taken over. Answers the rows with the borrower's phone.
 */
export async function claimDueNotifications(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
  /** Events that wait (the quiet hours hold reminders and collection): none of them is claimed. */
  held: readonly string[] = [],
) {
  const at = now.toISOString();
  const claimed = await db
    .updateTable('notifications')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      send_after: leaseUntil.toISOString(),
    }))
    .where(
      'id',
      'in',
      db
        .selectFrom('notifications')
        .select('id')
        .where('status', 'in', ['scheduled', 'sending'])
        .where('send_after', '<=', at)
        .$if(held.length > 0, (q) => q.where('event', 'not in', held))
        .orderBy('send_after')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'user_id', 'title', 'body', 'attempts'])
    .execute();
  if (claimed.length === 0) return [];
  const phones = await db
    .selectFrom('users')
    .select(['id', 'mobile_phone'])
    .where(
      'id',
      'in',
      claimed.map((row) => row.user_id),
    )
    .execute();
  const phoneOf = new Map(phones.map((u) => [u.id, u.mobile_phone]));
  return claimed.map((row) => ({ ...row, phone: phoneOf.get(row.user_id) ?? '' }));
}

/**
 * Ends a claimed row. Only the claim that is still current may: a sender whose lease ran out and was taken over
 * (same id, fewer attempts) changes nothing.
 */
export async function finishNotification(
  db: Db,
  id: string,
  attempts: number,
  set:
    | { status: 'sent'; sent_at: string; sms_status: string; sms_ref: string; error: '' }
    | { status: 'scheduled'; send_after: string; error: string }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many messages of these events are due and waiting (the quiet hours hold them). */
export async function countDueNotifications(db: Db, now: Date, events: readonly string[]): Promise<number> {
  if (events.length === 0) return 0;
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', ['scheduled', 'sending'])
    .where('send_after', '<=', now.toISOString())
    .where('event', 'in', events)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function fullNameOf(db: Db, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirst();
  return user?.full_name;
}

export function listTemplates(db: Db) {
  return db.selectFrom('notification_templates').selectAll().execute();
}

export function findTemplateRow(db: Db, event: string, lang: string) {
  return db
    .selectFrom('notification_templates')
    .selectAll()
    .where('event', '=', event)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

export async function upsertTemplate(db: Db, row: Insertable<NotificationTemplatesTable>): Promise<void> {
  await db
    .insertInto('notification_templates')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['event', 'lang']).doUpdateSet({
        title: row.title,
        body: row.body,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteTemplate(db: Db, event: string, lang: string): Promise<void> {
  await db.deleteFrom('notification_templates').where('event', '=', event).where('lang', '=', lang).execute();
}

export async function upsertMarketingOptOut(
  db: Db,
  userId: string,
  optOut: boolean,
  at: string,
): Promise<void> {
  await db
    .insertInto('notification_prefs')
    .values({ user_id: userId, marketing_opt_out: optOut, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ marketing_opt_out: optOut, updated_at: at }))
    .execute();
}

/** A borrower's notifications for their file, newest first. */
export function notificationsOfUser(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select([
      'id',
      'event',
      'title',
      'body',
      'status',
      'legal',
      'attempts',
      'sms_status',
      'sms_ref',
      'error',
      'created_at',
      'send_after',
      'sent_at',
      'read_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** An erased account's messages (issue 40: an account that never received a loan keeps nothing of them). */
export async function deleteNotificationsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
