import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/client';
import type { OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;

/** Ownership is part of the lookup: another borrower's order is indistinguishable from a missing one. */
export function findOrderForUser(db: Db, orderId: string, userId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findOrderByRequest(db: Db, userId: string, requestId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findActiveOrderForProduct(
  db: Db,
  userId: string,
  productId: string,
  activeStatuses: number[],
) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('status', 'in', activeStatuses)
    .executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<OrdersTable>): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export async function updateOrder(db: Db, orderId: string, changes: Updateable<OrdersTable>): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Stores a score only while the order asks for one, in one statement, so a repeat or a race records nothing.
 * Returns whether this call stored it.
 */
export async function storeScoreOnce(db: Db, orderId: string, score: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ score, is_score: '0', updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('is_score', '=', '1')
    .where('score', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
