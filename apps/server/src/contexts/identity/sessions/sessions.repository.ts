import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';

export type SessionRow = {
  user_id: string;
  device_id: string;
  expires_at: string;
  revoked_at: string | null;
};

/** Read through the cache: a revocation or any other change to the row drops it (platform/db/read-cache.ts). */
export function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return cachedRead(db, 'sessions', tokenHash, () =>
    db
      .selectFrom('sessions')
      .select(['user_id', 'device_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst(),
  );
}

export async function insertSession(
  db: Db,
  row: { token_hash: string; user_id: string; device_id: string; app_name: string; expires_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** Ends one session (one device); the borrower's other sessions are untouched. */
export async function revokeSession(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a borrower (account deletion). */
export async function revokeUserSessions(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
