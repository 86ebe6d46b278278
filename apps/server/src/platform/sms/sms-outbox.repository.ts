// The SMS outbox: a line per text sent (the SMS adapters here write it; platform owns the table), as the back office
// lists it (contexts/notifications/outbox).
import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { SmsOutboxTable } from '../db/schema';

/** Stores a line; answers its id (the outbox's reference for the message). */
export async function insertOutboxMessage(db: Db, row: Insertable<SmsOutboxTable>): Promise<number> {
  const inserted = await db.insertInto('sms_outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The newest 100 messages, newest first. */
export async function listRecentOutboxMessages(db: Db) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'body', 'provider', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
