// Support agents of the back office: sign-in by username and scrypt-hashed password, a lock after repeated
// failures, and sessions that live only in our table (the cookie holds a random token; we store its hash).
import { hash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@pautang/contract/call';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { DECOY_HASH, verifyPassword } from '../../../platform/password';
import {
  clearFailures,
  findAgentByUsername,
  findLiveAgentSession,
  insertAgentSession,
  revokeAgentSession,
  takeAttempt,
} from './agents.repository';

export const AGENT_COOKIE = 'pautang_agent';
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const AGENT_SESSION_HOURS = 8;

import type { Agent } from '../../../platform/auth';

export type { Agent };

const agentOf = (row: { id: string; display_name: string; username: string; roles: StaffRole[] }): Agent => ({
  id: row.id,
  displayName: row.display_name,
  username: row.username,
  roles: row.roles,
});

const tokenHash = (token: string) => hash('sha256', token, 'hex');

export async function signInAgent(
  deps: Deps,
  username: string,
  password: string,
): Promise<{ agent: Agent; token: string }> {
  const now = deps.clock();
  const row = await findAgentByUsername(deps.db, username);
  // The attempt is taken (and counted) before the password is checked, atomically: guesses sent together were
  // each checked against the row as read before any of them failed, and the right password sent 11th of 14 got
  // in although the lock was set.
  const attempt = row
    ? await takeAttempt(
        deps.db,
        row.id,
        LOCK_AFTER_FAILURES,
        now.toISOString(),
        new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString(),
      )
    : 'open';
  // Always one scrypt, so timing does not tell a known username from an unknown one.
  const matches = await verifyPassword(password, row?.password_hash ?? DECOY_HASH);
  // A disabled account reads like an unknown one: its former owner learns nothing from trying.
  if (!row || row.disabled_at !== null) throw new AppError(ErrorCode.SignInFailed);
  if (attempt === 'locked') throw new AppError(ErrorCode.Locked);
  if (!matches) throw new AppError(attempt === 'last' ? ErrorCode.Locked : ErrorCode.SignInFailed);
  await clearFailures(deps.db, row.id);
  const token = randomBytes(32).toString('base64url');
  await insertAgentSession(deps.db, {
    token_hash: tokenHash(token),
    agent_id: row.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + AGENT_SESSION_HOURS * 3_600_000).toISOString(),
    revoked_at: null,
  });
  return { agent: agentOf(row), token };
}

/** The one cookie we read, from a Cookie header. */
export function agentToken(cookieHeader: unknown): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === AGENT_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** The signed-in agent of a request's cookie, or undefined. */
export async function agentOfHeaders(
  deps: Deps,
  headers: Record<string, unknown>,
): Promise<Agent | undefined> {
  const token = agentToken(headers.cookie);
  if (!token) return undefined;
  const row = await findLiveAgentSession(deps.db, tokenHash(token), deps.clock().toISOString());
  return row ? agentOf(row) : undefined;
}

/**
 * The signed-in agent of a staff call (platform/call.ts runs it before the input is read): no live session is told to
 * sign in, whatever else the request carries (a borrower's session parameters reach no staff call); an agent
 * holding none of the call's roles is refused, whatever the request says (roles are read from our table only).
 */
export async function requireStaff(
  deps: Deps,
  headers: Record<string, unknown>,
  roles: readonly StaffRole[] = [],
): Promise<Agent> {
  const agent = await agentOfHeaders(deps, headers);
  if (!agent) throw new AppError(ErrorCode.SessionMissing, 'Please sign in to the back office.');
  if (!roles.some((role) => agent.roles.includes(role))) {
    throw new AppError(ErrorCode.Forbidden, 'Your role does not allow this.');
  }
  return agent;
}

export async function signOutAgent(deps: Deps, headers: Record<string, unknown>): Promise<void> {
  const token = agentToken(headers.cookie);
  if (token) await revokeAgentSession(deps.db, tokenHash(token), deps.clock().toISOString());
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site's request carries it), Secure over https. */
export function sessionCookie(publicOrigin: string, token: string, maxAgeSeconds: number): string {
  const secure = publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `${AGENT_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}
