import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { CardRepaymentsTable } from '../../../platform/db/schema';

export type CardRepaymentRow = Selectable<CardRepaymentsTable>;

/** Inserts the attempt unless its token already has one; answers whether this call made it. */
export async function insertRepaymentOnce(db: Db, row: Insertable<CardRepaymentsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('card_repayments')
    .values(row)
    .onConflict((oc) => oc.column('repay_token').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRepaymentByToken(db: Db, token: string): Promise<CardRepaymentRow | undefined> {
  return db.selectFrom('card_repayments').selectAll().where('repay_token', '=', token).executeTakeFirst();
}

/** The attempt, locked until the transaction ends: confirms of one attempt run one at a time. */
export function lockRepayment(db: Db, id: string): Promise<CardRepaymentRow | undefined> {
  return db.selectFrom('card_repayments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The borrower's newest attempt on the order that waits for its code (from a page opened before this one). */
export function findAwaitingAttempt(
  db: Db,
  userId: string,
  orderId: string,
): Promise<CardRepaymentRow | undefined> {
  return db
    .selectFrom('card_repayments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'awaiting_code')
    .where('need_valid', '=', 1)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findRepayment(db: Db, id: string): Promise<CardRepaymentRow | undefined> {
  return db.selectFrom('card_repayments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateRepayment(
  db: Db,
  id: string,
  changes: Updateable<CardRepaymentsTable>,
): Promise<void> {
  await db.updateTable('card_repayments').set(changes).where('id', '=', id).execute();
}
