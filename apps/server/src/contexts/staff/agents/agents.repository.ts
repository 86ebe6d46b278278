import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { AgentSessionsTable, AgentsTable } from '../../../platform/db/schema';

export type AgentRow = Selectable<AgentsTable>;

export function findAgentByUsername(db: Db, username: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAgent(db: Db, id: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAgents(db: Db): Promise<AgentRow[]> {
  return db.selectFrom('agents').selectAll().orderBy('username').execute();
}

/** The staff accounts of these ids, by their name now (a record that holds only an id, issue 40). */
export async function findAgentNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('agents').select(['id', 'display_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** Inserts a staff account; false when the username is taken. */
export async function insertAgent(db: Db, row: Insertable<AgentsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('agents')
    .values(row)
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateAgent(
  db: Db,
  id: string,
  set: Updateable<AgentsTable>,
): Promise<AgentRow | undefined> {
  return db.updateTable('agents').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * The enabled accounts holding the admin role, locked until the transaction ends (the last admin cannot be
 * removed): two admins disabling each other at once are checked one after the other, so one of them stays. Locked
 * in id order, so two such transactions never wait on each other crosswise.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('agents')
    .select('id')
    .where('disabled_at', 'is', null)
    .where(sql<boolean>`roles ? 'admin'`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes one sign-in attempt of the account, in one statement, before the password is checked: counted as a
 * failure until it succeeds (clearFailures), and the one that reaches `lockAfter` locks the account. A locked
 * account gives no attempt. PostgreSQL re-reads the row each concurrent UPDATE waited for, so guesses in flight
 * together each see the count and the lock the others left: none slips through on a row read before the lock.
 * 'locked': no attempt; 'last': this attempt locked the account; 'open': attempts remain.
 */
export async function takeAttempt(
  db: Db,
  id: string,
  lockAfter: number,
  now: string,
  lockedUntil: string,
): Promise<'open' | 'last' | 'locked'> {
  const reaches = sql<boolean>`failed_attempts + 1 >= ${lockAfter}`;
  const row = await db
    .updateTable('agents')
    .set({
      failed_attempts: sql<number>`case when ${reaches} then 0 else failed_attempts + 1 end`,
      locked_until: sql<string | null>`case when ${reaches} then ${lockedUntil}::timestamptz else null end`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('locked_until')
    .executeTakeFirst();
  if (!row) return 'locked';
  return row.locked_until === null ? 'open' : 'last';
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
  return (
    db
      .selectFrom('agent_sessions')
      .innerJoin('agents', 'agents.id', 'agent_sessions.agent_id')
      .select(['agents.id', 'agents.display_name', 'agents.username', 'agents.roles'])
      .where('agent_sessions.token_hash', '=', tokenHash)
      // A disabled account's sessions end with it: disabling someone takes effect on their next request.
      .where('agents.disabled_at', 'is', null)
      .where('agent_sessions.revoked_at', 'is', null)
      .where('agent_sessions.expires_at', '>', now)
      .executeTakeFirst()
  );
}

export async function revokeAgentSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('agent_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of an account (disabled, or given a new password): none comes back with a re-enable. */
export async function revokeSessionsOf(db: Db, agentId: string, now: string): Promise<void> {
  await db
    .updateTable('agent_sessions')
    .set({ revoked_at: now })
    .where('agent_id', '=', agentId)
    .where('revoked_at', 'is', null)
    .execute();
}
