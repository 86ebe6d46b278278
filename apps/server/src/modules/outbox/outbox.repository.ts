// The SMS outbox as the back office lists it.
import type { Db } from '../../db/client';

/** The newest 100 messages, newest first. */
export async function listRecentOutboxMessages(db: Db) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'body', 'provider', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
