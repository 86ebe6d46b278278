// Payouts (migration 0021): one row per payout of a loan, the postbacks received for them, and the orders and
// accounts a payout is decided from.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { PayoutPostbacksTable, PayoutsTable } from '../../../platform/db/schema';

export type PayoutRow = Selectable<PayoutsTable>;

/** The statuses payouts_one_live holds to one per order: a payout on its way, or paid. */
const LIVE_OR_PAID = ['sending', 'unsent', 'pending', 'paid'] as const;

export async function insertPayout(db: Db, row: Insertable<PayoutsTable>): Promise<void> {
  await db.insertInto('payouts').values(row).execute();
}

export function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The order's payout on its way or paid, if any (at most one: payouts_one_live). */
export function livePayoutOfOrder(db: Db, orderId: string): Promise<PayoutRow | undefined> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', LIVE_OR_PAID)
    .executeTakeFirst();
}

export async function updatePayout(db: Db, id: string, changes: Updateable<PayoutsTable>): Promise<void> {
  await db.updateTable('payouts').set(changes).where('id', '=', id).execute();
}

/** The rail took the payout: it is pending there, unless its result already arrived (then nothing changes). */
export async function markPayoutSent(
  db: Db,
  id: string,
  changes: { gateway_ref: string; submitted_at: string; updated_at: string },
): Promise<void> {
  await db
    .updateTable('payouts')
    .set({ ...changes, status: 'pending' })
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'unsent'])
    .execute();
}

/** The rail could not be reached: the sweep sends it again. */
export async function markPayoutUnsent(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('payouts')
    .set({ status: 'unsent', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Payouts to send again: unsent ones, and ones left 'sending' by a process that stopped mid-send. */
export function payoutsToRetry(db: Db, staleBefore: string, limit = 50): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
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

/** Payouts the rail accepted before `sentBefore` and has not yet posted back about: asked for their status. */
export function pendingPayoutsBefore(db: Db, sentBefore: string, limit = 50): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updated_at', '<', sentBefore)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Takes a payout to send again, once: another instance's sweep taking it first leaves nothing here. */
export async function claimPayout(
  db: Db,
  id: string,
  at: string,
  staleBefore: string,
): Promise<PayoutRow | undefined> {
  return db
    .updateTable('payouts')
    .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: at })
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

export async function recordPayoutPostback(db: Db, row: Insertable<PayoutPostbacksTable>): Promise<void> {
  await db.insertInto('payout_postbacks').values(row).execute();
}

export function postbacksOfPayout(db: Db, payoutId: string) {
  return db
    .selectFrom('payout_postbacks')
    .selectAll()
    .where('payout_id', '=', payoutId)
    .orderBy('id')
    .execute();
}

export function payoutsOfOrder(db: Db, orderId: string): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many payouts of the order failed because of the account. */
export async function accountFailuresOfOrder(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'failed')
    .where('failure_kind', '=', 'account')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account the borrower's last loan was paid into, while it is still bound. */
export async function lastPaidAccountOfUser(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payouts')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'payouts.account_id')
    .select('payouts.account_id')
    .where('payouts.user_id', '=', userId)
    .where('payouts.status', '=', 'paid')
    .where('bank_accounts.deleted_at', 'is', null)
    .orderBy('payouts.settled_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.account_id;
}

/**
 * The borrower's orders waiting for a payout: signed, not paid out, not failed, not held at another status, and
 * with no payout on its way.
 */
export async function ordersAwaitingPayout(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('disbursed_on', 'is', null)
    .where('disbursement_failed', '=', false)
    .where('status_override', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payouts')
            .select('payouts.id')
            .whereRef('payouts.order_id', '=', 'orders.id')
            .where('payouts.status', 'in', LIVE_OR_PAID),
        ),
      ),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks a failed payout returned, once: a second return (or a race) changes nothing and answers false. */
export async function markPayoutReturned(db: Db, id: string, at: string): Promise<boolean> {
  const row = await db
    .updateTable('payouts')
    .set({ returned_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('returned_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
