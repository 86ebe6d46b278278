import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { AgentSessionsTable, AgentsTable } from '../../db/schema';

export type AgentRow = Selectable<AgentsTable>;

export function findAgentByUsername(db: Db, username: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAgent(db: Db, id: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function upsertAgent(db: Db, row: Insertable<AgentsTable>): Promise<void> {
  await db
    .insertInto('agents')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Counts a failure in one statement, locking the account when the count reaches `lockAfter`. */
export async function countFailure(
  db: Db,
  id: string,
  lockAfter: number,
  lockedUntil: string,
): Promise<{ locked: boolean }> {
  const row = await db
    .updateTable('agents')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_attempts')
    .executeTakeFirstOrThrow();
  if (row.failed_attempts < lockAfter) return { locked: false };
  await db
    .updateTable('agents')
    .set({ failed_attempts: 0, locked_until: lockedUntil })
    .where('id', '=', id)
    .execute();
  return { locked: true };
}

export async function clearFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('agents')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

export async function insertAgentSession(db: Db, row: Insertable<AgentSessionsTable>): Promise<void> {
  await db.insertInto('agent_sessions').values(row).execute();
}

export function findLiveAgentSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('agent_sessions')
    .innerJoin('agents', 'agents.id', 'agent_sessions.agent_id')
    .select(['agents.id', 'agents.display_name', 'agents.username'])
    .where('agent_sessions.token_hash', '=', tokenHash)
    .where('agent_sessions.revoked_at', 'is', null)
    .where('agent_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeAgentSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('agent_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
