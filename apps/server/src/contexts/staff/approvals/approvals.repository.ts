import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { ApprovalsTable } from '../../../platform/db/schema';

export type ApprovalRow = Selectable<ApprovalsTable> & { maker_name: string; checker_name: string | null };

const withNames = (db: Db) =>
  db
    .selectFrom('approvals')
    .innerJoin('agents as maker', 'maker.id', 'approvals.maker_id')
    .leftJoin('agents as checker', 'checker.id', 'approvals.checker_id')
    .selectAll('approvals')
    .select(['maker.display_name as maker_name', 'checker.display_name as checker_name']);

/** Inserts a proposal; false when one of the same kind is already waiting for the same record. */
export async function insertApproval(db: Db, row: Insertable<ApprovalsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('approvals')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'subject_id']).where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findApproval(db: Db, id: string): Promise<ApprovalRow | undefined> {
  return withNames(db).where('approvals.id', '=', id).executeTakeFirst();
}

export function listApprovals(db: Db, pending: boolean, limit: number): Promise<ApprovalRow[]> {
  const q = withNames(db);
  return (
    pending
      ? q.where('approvals.status', '=', 'pending').orderBy('approvals.made_at', 'asc')
      : q.where('approvals.status', '<>', 'pending').orderBy('approvals.checked_at', 'desc')
  )
    .limit(limit)
    .execute();
}

/**
 * Decides a pending approval, once: the update holds only while it is pending, so two checkers deciding together
 * (or one clicking twice) decide it once; the other gets false.
 */
export async function decidePending(
  db: Db,
  id: string,
  set: { status: 'approved' | 'rejected'; checker_id: string; checked_at: string; reason: string },
): Promise<boolean> {
  const row = await db
    .updateTable('approvals')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An approved action that could not be carried out: why, for the maker and checker to read. */
export async function markFailed(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('approvals')
    .set({ status: 'failed', reason })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .execute();
}
