// Collections' SQL (issue 28): the open book with its borrowers and collectors, the contact log, consents and
// penalty waivers. The days past due are the loan engine's (collections.service), not SQL's.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { CollectionContactsTable, OrdersTable, PenaltyWaiversTable } from '../../db/schema';

export type BookRow = Selectable<OrdersTable> & {
  borrower_name: string;
  borrower_phone: string;
  collector_id: string | null;
  collector_name: string | null;
};

const bookQuery = (db: Db) =>
  db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('collection_assignments as a', 'a.order_id', 'orders.id')
    .leftJoin('agents as collector', 'collector.id', 'a.collector_id')
    .selectAll('orders')
    .select([
      'users.full_name as borrower_name',
      'users.mobile_phone as borrower_phone',
      'a.collector_id as collector_id',
      'collector.display_name as collector_name',
    ]);

/**
 * Every disbursed order not stored as finished: the candidates for the book. Whether each is overdue, and by how
 * many days, is the engine's answer on the business date (a stored status moves only with writes).
 */
export function listOpenOrders(db: Db, finishedStatus: number): Promise<BookRow[]> {
  return bookQuery(db)
    .where('orders.disbursed_on', 'is not', null)
    .where('orders.disbursement_failed', '=', false)
    .where('orders.status', '<>', finishedStatus)
    .execute();
}

export function findBookOrder(db: Db, orderId: string): Promise<BookRow | undefined> {
  return bookQuery(db).where('orders.id', '=', orderId).executeTakeFirst();
}

export type ContactRow = Selectable<CollectionContactsTable> & { staff_name: string };

export function listContacts(db: Db, orderIds: readonly string[]): Promise<ContactRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('collection_contacts as c')
    .innerJoin('agents', 'agents.id', 'c.staff_id')
    .selectAll('c')
    .select('agents.display_name as staff_name')
    .where('c.order_id', 'in', orderIds)
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Every contact about any of a borrower's orders, newest first (the borrower's file shows them). */
export function listContactsOfBorrower(db: Db, userId: string): Promise<ContactRow[]> {
  return db
    .selectFrom('collection_contacts as c')
    .innerJoin('agents', 'agents.id', 'c.staff_id')
    .selectAll('c')
    .select('agents.display_name as staff_name')
    .where('c.user_id', '=', userId)
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export async function insertContact(db: Db, row: Insertable<CollectionContactsTable>): Promise<void> {
  await db.insertInto('collection_contacts').values(row).execute();
}

/** Paid payments of these orders since their first contact's day: what a promise to pay is checked against. */
export function paidPayments(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .select(['order_id', 'amount', 'refund_amount', 'paid_at'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'paid')
    .where('paid_at', 'is not', null)
    .execute();
}

export function listConsents(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('collection_consents').selectAll().where('user_id', 'in', userIds).execute();
}

export async function upsertConsent(
  db: Db,
  row: { user_id: string; agreed: boolean; note: string; set_by: string; at: string },
): Promise<void> {
  await db
    .insertInto('collection_consents')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ agreed: row.agreed, note: row.note, set_by: row.set_by, at: row.at }),
    )
    .execute();
}

/** Active staff members: collections filters those holding its role (roles are a JSON array). */
export function listActiveStaff(db: Db) {
  return db
    .selectFrom('agents')
    .select(['id', 'display_name', 'roles'])
    .where('disabled_at', 'is', null)
    .orderBy('display_name')
    .execute();
}

export async function assignOrder(
  db: Db,
  row: { order_id: string; collector_id: string; assigned_by: string; assigned_at: string },
): Promise<void> {
  await db
    .insertInto('collection_assignments')
    .values(row)
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({
        collector_id: row.collector_id,
        assigned_by: row.assigned_by,
        assigned_at: row.assigned_at,
      }),
    )
    .execute();
}

export function findOrdersByIds(db: Db, orderIds: readonly string[]) {
  return db
    .selectFrom('orders')
    .leftJoin('collection_assignments as a', 'a.order_id', 'orders.id')
    .select(['orders.id', 'orders.user_id', 'a.collector_id'])
    .where('orders.id', 'in', orderIds)
    .execute();
}

export type WaiverRow = Selectable<PenaltyWaiversTable> & {
  maker_name: string;
  checker_name: string | null;
};

export function listWaivers(db: Db, orderId: string): Promise<WaiverRow[]> {
  return db
    .selectFrom('penalty_waivers as w')
    .innerJoin('agents as maker', 'maker.id', 'w.maker_id')
    .leftJoin('agents as checker', 'checker.id', 'w.checker_id')
    .selectAll('w')
    .select(['maker.display_name as maker_name', 'checker.display_name as checker_name'])
    .where('w.order_id', '=', orderId)
    .orderBy('w.at', 'desc')
    .execute();
}

/** The order, locked for the rest of the transaction: waivers of one order are applied one at a time. */
export function lockOrder(db: Db, orderId: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export function findWaiverOfApproval(db: Db, approvalId: string) {
  return db
    .selectFrom('penalty_waivers')
    .select('id')
    .where('approval_id', '=', approvalId)
    .executeTakeFirst();
}

export async function insertWaiver(db: Db, row: Insertable<PenaltyWaiversTable>): Promise<void> {
  await db.insertInto('penalty_waivers').values(row).execute();
}

export async function setOrderWaiver(
  db: Db,
  orderId: string,
  set: { penalty_waived_amount: number; status: number },
  at: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...set, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}
