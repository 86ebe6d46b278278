import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import { cachedRead } from '../../../platform/db/read-cache';
import type {
  LedgerEntriesTable,
  OrdersTable,
  PaymentPostbacksTable,
  PaymentsTable,
} from '../../../platform/db/schema';
import type { CashRail } from '../../accounting/index';
import { DEBIT_CHANNEL } from './channels';

/** The gateway a refund balance applied to a loan is recorded under (refund-balance.ts): no rail moved its money. */
export const REFUND_BALANCE_GATEWAY = 'refund-balance';

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment row, locked until the transaction ends: postbacks for one payment are applied one at a time. */
export function lockPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The order's live code (being opened, or payable) for one purpose, locked: at most one exists (migration 0016). */
export function lockLiveCode(
  db: Db,
  orderId: string,
  purpose: PaymentRow['purpose'],
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('purpose', '=', purpose)
    .where('status', 'in', ['opening', 'pending'])
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the order's live codes, before the order itself. A postback locks its payment, then the order; a card
 * debit that cancels the live codes after locking the order would take the two the other way round, and the two
 * in flight together deadlock (PostgreSQL aborts one: a borrower's 500). Taken first, the order of locks is the same.
 */
export async function lockLiveCodes(db: Db, orderId: string): Promise<void> {
  await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['opening', 'pending'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Ends every live code of the order but `exceptId`: their debt changed. Answers the ids to void at the gateway. */
export async function cancelLiveCodes(
  db: Db,
  where: { orderId: string; exceptId?: string; purpose?: PaymentRow['purpose'] },
  at: string,
): Promise<string[]> {
  let query = db
    .updateTable('payments')
    .set({ status: 'cancelled', updated_at: at })
    .where('order_id', '=', where.orderId)
    .where('status', 'in', ['opening', 'pending']);
  if (where.exceptId) query = query.where('id', '!=', where.exceptId);
  if (where.purpose) query = query.where('purpose', '=', where.purpose);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** A code opened at the gateway becomes payable, unless its debt changed meanwhile (then false). */
export async function markOpened(
  db: Db,
  id: string,
  opened: { gateway_ref: string; pay_url: string; updated_at: string },
): Promise<boolean> {
  const rows = await db
    .updateTable('payments')
    .set({ ...opened, status: 'pending' })
    .where('id', '=', id)
    .where('status', '=', 'opening')
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function updatePayment(db: Db, id: string, changes: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(changes).where('id', '=', id).execute();
}

export async function recordPostback(db: Db, row: Insertable<PaymentPostbacksTable>): Promise<void> {
  await db.insertInto('payment_postbacks').values(row).execute();
}

export async function insertLedgerEntry(db: Db, row: Insertable<LedgerEntriesTable>): Promise<void> {
  await db.insertInto('ledger_entries').values(row).execute();
}

export function ledgerOf(db: Db, orderId: string) {
  return db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * An order's payments, newest first, through the read cache (a handful at most; every payment write drops them):
 * the repayment pages and the order page read their live codes, failures and refunds without a round trip. The
 * same array comes back until a write.
 */
export function recentPaymentsOfOrder(db: Db, orderId: string): Promise<readonly PaymentRow[]> {
  return cachedRead(db, 'payments', orderId, () =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  );
}

/**
 * A borrower's live (payable, unexpired) codes of one kind among an order's payments (recentPaymentsOfOrder), newest
 * first. Given the rows rather than reading them, so a page that read them beside the order reads them once.
 */
export function pendingPayments(
  payments: readonly PaymentRow[],
  where: { userId: string; kind: string; after: string },
): PaymentRow[] {
  const after = new Date(where.after).getTime();
  return payments.filter(
    (p) =>
      p.status === 'pending' &&
      p.user_id === where.userId &&
      p.kind === where.kind &&
      new Date(p.expires_at).getTime() > after,
  );
}

/** Refunds owed: money a payment brought in that no loan took, not yet paid back, oldest first (for staff). */
export function refundsOwed(db: Db, limit: number) {
  return (
    db
      .selectFrom('payments')
      .innerJoin('users', 'users.id', 'payments.user_id')
      .select([
        'payments.id',
        'payments.user_id',
        'payments.order_id',
        'payments.channel',
        'payments.amount',
        'payments.refund_amount',
        'payments.status',
        'payments.gateway_ref',
        'payments.paid_at',
        'users.mobile_phone',
        'users.full_name',
      ])
      .select((eb) =>
        eb
          .selectFrom('ledger_entries')
          .select((l) => l.fn.countAll<number>().as('n'))
          .whereRef('ledger_entries.payment_id', '=', 'payments.id')
          .as('has_ledger'),
      )
      // Where its refund stands (issue 28): the latest try through the payout rail, and a proposal waiting.
      .select((eb) => [
        eb
          .selectFrom('refunds')
          .select('refunds.status')
          .whereRef('refunds.payment_id', '=', 'payments.id')
          .orderBy('refunds.created_at', 'desc')
          .limit(1)
          .as('refund_status'),
        eb
          .selectFrom('refunds')
          .select(
            sql<string>`case when refunds.status = 'failed' then refunds.failure_reason else refunds.account_label end`.as(
              'note',
            ),
          )
          .whereRef('refunds.payment_id', '=', 'payments.id')
          .orderBy('refunds.created_at', 'desc')
          .limit(1)
          .as('refund_note'),
        eb
          .selectFrom('approvals')
          .select('approvals.id')
          .where('approvals.kind', '=', 'refund')
          .where('approvals.status', '=', 'pending')
          .whereRef('approvals.subject_id', '=', 'payments.id')
          .limit(1)
          .as('approval_id'),
      ])
      .where('payments.refund_amount', '>', 0)
      .where('payments.refunded_at', 'is', null)
      .orderBy('payments.paid_at')
      .limit(limit)
      .execute()
  );
}

export function paymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The order row, locked until the transaction ends: one posting at a time per order. */
export function lockOrder(db: Db, orderId: string): Promise<Selectable<OrdersTable>> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

/** Many orders locked at once, in id order (so two batches never wait on each other in a circle). */
export function lockOrders(db: Db, orderIds: readonly string[]): Promise<Selectable<OrdersTable>[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('orders').selectAll().where('id', 'in', orderIds).orderBy('id').forUpdate().execute();
}

/**
 * The borrower's refund balance, locked for the rest of the transaction (issue 40): payments whose money no loan
 * took and that are not returned yet, oldest first, leaving out any whose refund is on its way through the payout
 * rail (sending, unsent, pending or paid). Read without the lock for the order page (refundBalanceOf).
 */
export function lockRefundBalance(db: Db, userId: string, lock = true) {
  const query = db
    .selectFrom('payments')
    .select(['id', 'order_id', 'refund_amount', 'paid_at'])
    .where('user_id', '=', userId)
    .where('refund_amount', '>', 0)
    .where('refunded_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refunds')
            .select('refunds.id')
            .whereRef('refunds.payment_id', '=', 'payments.id')
            .where('refunds.status', '<>', 'failed'),
        ),
      ),
    )
    .orderBy('paid_at')
    .orderBy('id');
  return (lock ? query.forUpdate() : query).execute();
}

export const refundBalanceOf = (db: Db, userId: string) => lockRefundBalance(db, userId, false);

/** What the payments of one order (or of every order) brought in that is still owed back (issue 42: the books). */
export async function refundOwedTotal(db: Db, orderId?: string): Promise<number> {
  let query = db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(refund_amount), 0)::bigint`.as('owed'))
    .where('refund_amount', '>', 0)
    .where('refunded_at', 'is', null);
  if (orderId !== undefined) query = query.where('order_id', '=', orderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.owed);
}

/**
 * The cash each order's money records moved through each rail (issue 42: the books' cash per rail): payments paid
 * in (the card rail's by its channel; a refund balance applied moved no cash), less the payouts and refunds paid out.
 * One order's, or every order's.
 */
export async function cashMovedPerOrder(
  db: Db,
  orderId?: string,
): Promise<{ order_id: string; rail: CashRail; amount: number }[]> {
  const only = (column: string) => (orderId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${orderId}`);
  const { rows } = await sql<{ order_id: string; rail: CashRail; amount: string | number }>`
    select order_id, rail, sum(amount)::bigint as amount from (
      select order_id, case when channel = ${DEBIT_CHANNEL} then 'card' else 'gateway' end as rail, amount
        from payments where status = 'paid' and gateway <> ${REFUND_BALANCE_GATEWAY} ${only('order_id')}
      union all
      select order_id, rail, -amount from payouts where status = 'paid' ${only('order_id')}
      union all
      select order_id, rail, -amount from refunds where status = 'paid' ${only('order_id')}
    ) moved
    group by order_id, rail`.execute(db);
  return rows.map((r) => ({ order_id: r.order_id, rail: r.rail, amount: Number(r.amount) }));
}
