// Refunds through the payout rail (migration 0024): one row per try, and the payment it returns money from.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { PaymentsTable, RefundsTable } from '../../../platform/db/schema';

export type RefundRow = Selectable<RefundsTable>;

/** The payment a refund is drawn from, locked until the transaction ends: one refund decision at a time. */
export function lockPaymentForRefund(
  db: Db,
  paymentId: string,
): Promise<Selectable<PaymentsTable> | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

/** The payment's refund on its way or paid, if any (at most one: refunds_one_live). */
export function liveRefundOfPayment(db: Db, paymentId: string): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
}

/** Inserts a refund; false when the payment already has one on its way or paid (the unique index holds). */
export async function insertRefund(db: Db, row: Insertable<RefundsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('refunds')
    .values(row)
    .onConflict((oc) => oc.column('payment_id').where('status', '<>', 'failed').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The rail took the refund: pending there, unless its result already arrived. */
export async function markRefundSent(
  db: Db,
  id: string,
  changes: { gateway_ref: string; submitted_at: string; updated_at: string },
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ ...changes, status: 'pending' })
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'unsent'])
    .execute();
}

/** The rail could not be reached: the sweep sends it again. */
export async function markRefundUnsent(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'unsent', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function settleRefund(
  db: Db,
  id: string,
  changes: Pick<RefundRow, 'status' | 'updated_at'> &
    Partial<Pick<RefundRow, 'failure_reason' | 'gateway_ref'>> & {
      settled_at: string;
    },
): Promise<void> {
  await db.updateTable('refunds').set(changes).where('id', '=', id).execute();
}

/** The payment's money is back with the borrower: refunded_at, and where it went. */
export async function markPaymentRefunded(db: Db, paymentId: string, at: string, to: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refunded_at: at, refunded_to: to, updated_at: at })
    .where('id', '=', paymentId)
    .where('refunded_at', 'is', null)
    .execute();
}

/** Refunds to send again: unsent ones, and ones left 'sending' by a process that stopped mid-send. */
export function refundsToRetry(db: Db, staleBefore: string, limit = 50): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unsent'),
        eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Takes a refund to send again, once: another sweep taking it first leaves nothing here. */
export function claimRefund(
  db: Db,
  id: string,
  at: string,
  staleBefore: string,
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({ status: 'sending', updated_at: at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unsent'),
        eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Refunds the rail accepted before `sentBefore` with no result yet: asked for their status. */
export function pendingRefundsBefore(db: Db, sentBefore: string, limit = 50): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updated_at', '<', sentBefore)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** The latest refunds the rail paid, newest first, each with its borrower's name (the back office's list). */
export function paidRefunds(db: Db, limit: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.user_id',
      'refunds.order_id',
      'refunds.amount',
      'refunds.account_label',
      'refunds.gateway_ref',
      'refunds.settled_at',
      'users.full_name',
    ])
    .where('refunds.status', '=', 'paid')
    .orderBy('refunds.settled_at', 'desc')
    .orderBy('refunds.id', 'desc')
    .limit(limit)
    .execute();
}
