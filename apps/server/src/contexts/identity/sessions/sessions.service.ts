// The server identifies a caller only from its own session records: the token in sessionId, hashed and looked up.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { hashToken } from '../../../platform/token-hash';
import { findSession, insertSession, type SessionRow } from './sessions.repository';

import type { Caller } from '../../../platform/auth';

export type { Caller };

/** A session row's expiry in milliseconds, parsed once per row (rows come from the read cache, shared). */
const expiries = new WeakMap<SessionRow, number>();
function expiryOf(session: SessionRow): number {
  let ms = expiries.get(session);
  if (ms === undefined) expiries.set(session, (ms = new Date(session.expires_at).getTime()));
  return ms;
}

/**
 * A session works only with the device and the user it was issued to, both sent with it: a session id copied
 * without them (or to another install) is refused. A missing or different device reads exactly like an unknown
 * session, so a copied id learns nothing; a different user is only ever seen by the device's own holder.
 */
export async function resolveCaller(
  db: Db,
  query: { sessionId?: unknown; userId?: unknown; deviceId?: unknown },
  now: Date = new Date(),
): Promise<Caller> {
  const token = typeof query.sessionId === 'string' ? query.sessionId : '';
  if (!token) throw new AppError(ErrorCode.SessionMissing);
  // Tokens we issue are 43 base64url characters; anything else cannot be ours, so skip the lookup.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(ErrorCode.SessionExpired);
  const session = await findSession(db, hashToken(token));
  if (!session || session.revoked_at !== null || expiryOf(session) <= now.getTime()) {
    throw new AppError(ErrorCode.SessionExpired);
  }
  if (typeof query.deviceId !== 'string' || query.deviceId !== session.device_id) {
    throw new AppError(ErrorCode.SessionExpired);
  }
  if (typeof query.userId !== 'string' || query.userId === '') throw new AppError(ErrorCode.SessionExpired);
  if (query.userId !== session.user_id) throw new AppError(ErrorCode.SessionMismatch);
  return { userId: session.user_id, deviceId: session.device_id };
}

export async function createSession(
  db: Db,
  input: { userId: string; deviceId: string; appName: string; ttlMinutes: number },
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: input.userId,
    device_id: input.deviceId,
    app_name: input.appName,
    expires_at: new Date(now.getTime() + input.ttlMinutes * 60_000).toISOString(),
  });
  return token;
}
