import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { CreditDecisionsTable } from '../../../platform/db/schema';

export type DecisionRow = Selectable<CreditDecisionsTable>;

/** Records a decision; rows are never updated (the database refuses it), a review is a new row. */
export async function insertDecision(db: Db, row: Insertable<CreditDecisionsTable>): Promise<void> {
  await db.insertInto('credit_decisions').values(row).execute();
}

/** The decision an apply with this requestId made, within the borrower's own rows. */
export function findDecisionByRequest(
  db: Db,
  userId: string,
  requestId: string,
): Promise<DecisionRow | undefined> {
  return db
    .selectFrom('credit_decisions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The latest review of a held decision, if any: a later row that names it. */
export function latestReviewOf(db: Db, decisionId: string): Promise<DecisionRow | undefined> {
  return db
    .selectFrom('credit_decisions')
    .selectAll()
    .where('review_of', '=', decisionId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The borrower's latest decision on a product, a review included, and whether an order signs it: one statement,
 * since loan confirmation asks both on every read (a cold read paid a round trip for each).
 */
export function latestDecisionFor(
  db: Db,
  userId: string,
  productId: string,
): Promise<(DecisionRow & { signed: boolean }) | undefined> {
  return db
    .selectFrom('credit_decisions as d')
    .selectAll('d')
    .select(({ exists, selectFrom }) =>
      exists(selectFrom('orders').select('orders.id').whereRef('orders.decision_id', '=', 'd.id'))
        .$castTo<boolean>()
        .as('signed'),
    )
    .where('d.user_id', '=', userId)
    .where('d.product_id', '=', productId)
    .orderBy('d.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Held decisions of the borrower that no later row has reviewed yet. */
export function pendingReviewsOf(db: Db, userId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('credit_decisions as d')
    .select('d.id')
    .where('d.user_id', '=', userId)
    .where('d.outcome', '=', 'review')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('credit_decisions as r').select('r.id').whereRef('r.review_of', '=', 'd.id'))),
    )
    .execute();
}

/** The borrower's orders in an open state, of any product, newest first. */
export function openOrdersOf(
  db: Db,
  userId: string,
  openStatuses: number[],
): Promise<{ id: string; product_id: string }[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'product_id'])
    .where('user_id', '=', userId)
    .where('status', 'in', openStatuses)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Whether another borrower's saved identity step carries this ID number. */
export async function idNumberElsewhere(db: Db, userId: string, idNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('profile_steps')
    .select('user_id')
    .where('step', '=', 'identity')
    .where('user_id', '<>', userId)
    .where(sql<string>`answers->>'idNumber'`, '=', idNumber)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The other borrowers whose saved identity step carries this ID number, by name (the review names them). */
export function borrowersWithIdNumber(
  db: Db,
  userId: string,
  idNumber: string,
  limit: number,
): Promise<{ user_id: string; full_name: string }[]> {
  return db
    .selectFrom('profile_steps')
    .innerJoin('users', 'users.id', 'profile_steps.user_id')
    .select(['profile_steps.user_id', 'users.full_name'])
    .where('profile_steps.step', '=', 'identity')
    .where('profile_steps.user_id', '<>', userId)
    .where(sql<string>`profile_steps.answers->>'idNumber'`, '=', idNumber)
    .orderBy('profile_steps.user_id')
    .limit(limit)
    .execute();
}

/** The ledger of the borrower's finished orders, in posting order. */
export function ledgerOfOrders(
  db: Db,
  orderIds: string[],
): Promise<{ order_id: string; business_date: string; balance_after: number; allocation: unknown }[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledger_entries')
    .select(['order_id', 'business_date', 'balance_after', 'allocation'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}
