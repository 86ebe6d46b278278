import { randomInt } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';
import type { OrdersTable, WriteOffsTable } from '../../../platform/db/schema';
import { LOAN_COLUMNS, overdueSinceOf } from './loan-state';

export type OrderRow = Selectable<OrdersTable>;

/** A new order's number: PT, six digits of the time and six at random. */
export const newOrderId = () =>
  `PT${Date.now().toString().slice(-6)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * Ownership is part of the lookup: another borrower's order is indistinguishable from a missing one. Read
 * through the cache by id (a miss is not cached); the row is shared by every request that reads it: never
 * mutate it.
 */
export async function findOrderForUser(
  db: Db,
  orderId: string,
  userId: string,
): Promise<OrderRow | undefined> {
  const row = await cachedRead(db, 'orders', orderId, () =>
    db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(),
  );
  return row?.user_id === userId ? row : undefined;
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

/**
 * Every change to an order stamps updated_at, with the caller's clock (`at`, an ISO instant). A change to the loan
 * (any column the engine reads) also keeps overdue_since, worked out by the engine from the row as written: the
 * collections book counts days past due from it in SQL. Loan writes hold the order's lock (or are the only writer of
 * a new loan), so the two statements see no other write between them. Answers the loan as written (a change to it
 * reads the row back anyway), so a caller need not read it again.
 */
export async function updateOrder(
  db: Db,
  orderId: string,
  changes: Omit<Updateable<OrdersTable>, 'updated_at' | 'overdue_since'>,
  at: string,
): Promise<OrderRow | undefined> {
  const update = db
    .updateTable('orders')
    .set({ ...changes, updated_at: at })
    .where('id', '=', orderId);
  if (!LOAN_COLUMNS.some((column) => column in changes)) {
    await update.execute();
    return undefined;
  }
  const row = await update.returningAll().executeTakeFirst();
  if (!row) return undefined;
  const since = overdueSinceOf(row);
  if (since === row.overdue_since) return row;
  await db.updateTable('orders').set({ overdue_since: since }).where('id', '=', orderId).execute();
  return { ...row, overdue_since: since };
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

/** A borrower's orders, newest first. */
export function listOrdersOfUser(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * After the retention (account deletion): who signed, as each order kept it (name, address, ID), and the name on
 * its payout account are personal data; the loan records themselves are kept.
 */
export async function clearBorrowerIdentities(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ borrower_identity: null, disbursement_account_name: '' })
    .where('user_id', '=', userId)
    .execute();
}

/** Every order lent (paid out), in id order: the books hold each of them (issue 42). */
export function lentOrders(db: Db): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('disbursed_on', 'is not', null).orderBy('id').execute();
}

/** Loans lent on or before `to` and not settled before `from` (a month's credit report), oldest first. */
export function loansActiveIn(db: Db, from: string, to: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('disbursed_on', 'is not', null)
    .where('disbursed_on', '<=', to)
    .where((eb) => eb.or([eb('settled_on', 'is', null), eb('settled_on', '>=', from)]))
    .orderBy('disbursed_on')
    .orderBy('id')
    .execute();
}

/** The ids of every order lent: the daily accrual locks and reads each in its own transaction. */
export async function lentOrderIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('disbursed_on', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The order by its id (staff reach every order by their role); locked until the transaction ends with `lock`. */
export function findOrder(db: Db, orderId: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The order written off on the day, with the record of who did it and what the books lost (issue 42). */
export async function markWrittenOff(db: Db, row: Insertable<WriteOffsTable>): Promise<void> {
  await db
    .updateTable('orders')
    .set({ written_off_on: row.business_date, updated_at: row.at })
    .where('id', '=', row.order_id)
    .execute();
  await db.insertInto('write_offs').values(row).execute();
}
