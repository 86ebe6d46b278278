// Collections' SQL (issue 28): the overdue book with its borrowers and collectors, the contact log, consents and
// penalty waivers. Days past due count from orders.overdue_since, the loan engine's day (issue 31, migration 0031).
import { sql, type Insertable, type Selectable } from 'kysely';
import { normalizePhone } from '@pautang/contract/format/phone';
import type { Db } from '../../../platform/db/client';
import type { CollectionContactsTable, OrdersTable } from '../../../platform/db/schema';

export type BookRow = Selectable<OrdersTable> & {
  borrower_name: string;
  borrower_phone: string;
  collector_id: string | null;
  collector_name: string | null;
};

const ordersOf = (db: Db) => db.selectFrom('orders as o');

/** Orders (o) with their borrower and collector: the book's rows. */
const withBorrower = (orders: ReturnType<typeof ordersOf>) =>
  orders
    .innerJoin('users', 'users.id', 'o.user_id')
    .leftJoin('collection_assignments as a', 'a.order_id', 'o.id')
    .leftJoin('agents as collector', 'collector.id', 'a.collector_id')
    .selectAll('o')
    .select([
      'users.full_name as borrower_name',
      'users.mobile_phone as borrower_phone',
      'a.collector_id as collector_id',
      'collector.display_name as collector_name',
    ]);

/**
 * What the book selects (issue 31), as days past due are counted in SQL: business date - orders.overdue_since, the
 * engine's day kept with every write to the loan. `overdueFrom`/`overdueTo` bound overdue_since (the service turns
 * the business date and a bucket into days); `collector` an id, or 'none' for the unassigned; `q` part of a name, a
 * phone or an order number.
 */
export type BookSelection = {
  overdueFrom?: string;
  overdueTo: string;
  collector?: string;
  q?: string;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * The book's orders (o), narrowed to the selection. The collector and the search are EXISTS tests rather than joins:
 * a count over the whole book then reads orders_overdue_since alone unless a filter asks for more.
 */
function selectedBook(db: Db, selection: BookSelection) {
  let query = ordersOf(db).where('o.overdue_since', '<=', selection.overdueTo);
  if (selection.overdueFrom !== undefined) {
    query = query.where('o.overdue_since', '>=', selection.overdueFrom);
  }
  const { collector } = selection;
  if (collector) {
    query = query.where((eb) => {
      const assigned = eb
        .selectFrom('collection_assignments as a')
        .select('a.order_id')
        .whereRef('a.order_id', '=', 'o.id');
      return collector === 'none'
        ? eb.not(eb.exists(assigned))
        : eb.exists(assigned.where('a.collector_id', '=', collector));
    });
  }
  const text = selection.q?.trim();
  if (text) {
    // The order number exactly, or a borrower named by part of a name (users_name_trgm) or by their phone: the
    // matching borrowers are found first, then their overdue orders (orders_overdue_since carries user_id, 0033).
    // A part of an order number or of a phone would read every borrower: staff type the whole one.
    const like = `%${escapeLike(text.toLowerCase())}%`;
    const phone = normalizePhone(text, 'ph') ?? text.replace(/[\s-]/g, '');
    query = query.where((eb) =>
      eb.or([
        eb('o.id', 'in', [...new Set([text, text.toUpperCase()])]),
        eb(
          'o.user_id',
          'in',
          eb
            .selectFrom('users as u')
            .select('u.id')
            .where((u) =>
              u.or([u(sql<string>`lower(u.full_name)`, 'like', like), u('u.mobile_phone', '=', phone)]),
            ),
        ),
      ]),
    );
  }
  return query;
}

/** Where a page starts: after this order in the book's order (overdue_since, then the order number). */
export type BookCursor = { overdueSince: string; orderId: string };

/**
 * One page of the book, most days past due first, then by order number: read from orders_overdue_since (0031) a
 * page at a time, never the whole book. One row more than asked tells whether another page follows.
 *
 * The page's order numbers are chosen first, from the index alone (it holds overdue_since, id and user_id, 0033),
 * and only their rows are then read with their borrowers. Chosen and read in one statement, PostgreSQL fetched each
 * order's row before testing a search's filter on it: a search that matched few orders read the whole overdue book
 * from the table (1 s on the 1M book).
 */
export function listOverduePage(
  db: Db,
  selection: BookSelection,
  after: BookCursor | null,
  limit: number,
): Promise<BookRow[]> {
  let page = selectedBook(db, selection).select('o.id');
  if (after) {
    page = page.where((eb) =>
      eb(eb.refTuple('o.overdue_since', 'o.id'), '>', eb.tuple(after.overdueSince, after.orderId)),
    );
  }
  return withBorrower(
    ordersOf(db).where('o.id', 'in', page.orderBy('o.overdue_since').orderBy('o.id').limit(limit)),
  )
    .orderBy('o.overdue_since')
    .orderBy('o.id')
    .execute();
}

/** How many orders the selection holds in each band of overdue_since (the buckets' counts), in one read. */
export async function countOverdue(
  db: Db,
  selection: BookSelection,
  bands: readonly { from?: string; to: string }[],
): Promise<number[]> {
  const row = await selectedBook(db, selection)
    .select((eb) =>
      bands.map((band, i) =>
        eb.fn
          .countAll<string>()
          .filterWhere((f) =>
            band.from === undefined
              ? f('o.overdue_since', '<=', band.to)
              : f.and([f('o.overdue_since', '>=', band.from), f('o.overdue_since', '<=', band.to)]),
          )
          .as(`n${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return bands.map((_, i) => Number((row as Record<string, string | number>)[`n${i}`] ?? 0));
}

export function findBookOrder(db: Db, orderId: string): Promise<BookRow | undefined> {
  return withBorrower(ordersOf(db).where('o.id', '=', orderId)).executeTakeFirst();
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
