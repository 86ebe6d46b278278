import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import type { LedgerEntriesTable, OrdersTable, PaymentPostbacksTable, PaymentsTable } from '../../db/schema';

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

/** A code still payable for the same order, kind, channel and amount: a double tap gets the same code. */
export function findReusablePayment(
  db: Db,
  where: { userId: string; orderId: string; kind: string; channel: string; amount: number; after: string },
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', where.userId)
    .where('order_id', '=', where.orderId)
    .where('kind', '=', where.kind as PaymentRow['kind'])
    .where('channel', '=', where.channel)
    .where('amount', '=', where.amount)
    .where('status', '=', 'pending')
    .where('expires_at', '>', where.after)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
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

/** The borrower's newest code for this order and kind that can still be paid. */
/**
 * An order's pending codes, newest first, through the read cache (a handful at most; every payment write drops
 * them): the repayment pages read them without a round trip. The same array comes back until a write.
 */
export function pendingPaymentsOfOrder(db: Db, orderId: string): Promise<readonly PaymentRow[]> {
  return cachedRead(db, 'payments', orderId, () =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
  );
}

/** A borrower's live (pending, unexpired) codes of one kind for an order, newest first. */
export async function pendingPayments(
  db: Db,
  where: { userId: string; orderId: string; kind: string; after: string },
): Promise<PaymentRow[]> {
  const after = new Date(where.after).getTime();
  return (await pendingPaymentsOfOrder(db, where.orderId)).filter(
    (p) => p.user_id === where.userId && p.kind === where.kind && new Date(p.expires_at).getTime() > after,
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

export async function updateOrder(db: Db, orderId: string, changes: Updateable<OrdersTable>): Promise<void> {
  await db.updateTable('orders').set(changes).where('id', '=', orderId).execute();
}
