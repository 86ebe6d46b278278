// The restructure offers (table restructures, migration 0044): written by lending only.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { RestructuresTable } from '../../../platform/db/schema';

export type RestructureRow = Selectable<RestructuresTable>;

export async function insertRestructure(db: Db, row: Insertable<RestructuresTable>): Promise<void> {
  await db.insertInto('restructures').values(row).execute();
}

export function findRestructure(db: Db, id: string, lock = false): Promise<RestructureRow | undefined> {
  const query = db.selectFrom('restructures').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateRestructure(
  db: Db,
  id: string,
  changes: Updateable<RestructuresTable>,
): Promise<void> {
  await db.updateTable('restructures').set(changes).where('id', '=', id).execute();
}

/** The accepted offer a plan order came from (what the borrower accepted is kept on it). */
export function acceptedPlanOf(db: Db, planOrderId: string): Promise<RestructureRow | undefined> {
  return db
    .selectFrom('restructures')
    .selectAll()
    .where('new_order_id', '=', planOrderId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
}

/** A borrower's offers, newest first (the borrower file shows each order's latest). */
export function restructuresOfUser(db: Db, userId: string): Promise<RestructureRow[]> {
  return db
    .selectFrom('restructures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
