import type { Insertable } from 'kysely';
import type { Db } from '../../db/client';
import type { NotificationsTable } from '../../db/schema';

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

export async function marketingOptedOut(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_prefs')
    .select('marketing_opt_out')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.marketing_opt_out ?? false;
}
