// The borrower's file as staff read it (issue 28): the search's lookups by each key, and the rows of one
// borrower's file that no other module reads whole (every payment, payout, complaint and text of a borrower).
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';

/** How many matches one search answers: enough to pick from, few enough to read. */
export const SEARCH_LIMIT = 20;

export type SearchHit = {
  user_id: string;
  full_name: string;
  mobile_phone: string;
  value: string;
  order_id: string | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** A borrower by their phone, as stored ('09171234501'), deleted accounts included (staff still answer them). */
export function usersByPhone(db: Db, phone: string): Promise<SearchHit[]> {
  return db
    .selectFrom('users')
    .select(['id as user_id', 'full_name', 'mobile_phone', 'mobile_phone as value'])
    .select(sql<null>`null`.as('order_id'))
    .where('mobile_phone', '=', phone)
    .limit(SEARCH_LIMIT)
    .execute();
}

/**
 * Borrowers whose name holds the text, in any case: up to `limit` of them, in no particular order (the service
 * sorts what it shows). Unordered on purpose (issue 31): ordered by name, PostgreSQL fetched and sorted every
 * match before answering the first 20 (a fragment such as "garci" matches 23,000 names of a million: 141 ms p95);
 * unordered, it stops at the limit, whether it reads the trigram index (users_name_trgm, 0029) or the table.
 */
export function usersByName(db: Db, name: string, limit: number): Promise<SearchHit[]> {
  return db
    .selectFrom('users')
    .select(['id as user_id', 'full_name', 'mobile_phone', 'full_name as value'])
    .select(sql<null>`null`.as('order_id'))
    .where(sql<string>`lower(full_name)`, 'like', `%${escapeLike(name.toLowerCase())}%`)
    .limit(limit)
    .execute();
}

/** The borrower of an order number (ours are upper case: 'PT0000000180'). */
export function userByOrder(db: Db, orderId: string): Promise<SearchHit[]> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id as user_id', 'users.full_name', 'users.mobile_phone', 'orders.id as value'])
    .select('orders.id as order_id')
    .where('orders.id', '=', orderId.toUpperCase())
    .limit(SEARCH_LIMIT)
    .execute();
}

/** The borrower of a payment, by our reference (payments.id, upper case: 'PTX…') or by the gateway's (gateway_ref). */
export function usersByPayment(db: Db, reference: string, by: 'id' | 'gateway_ref'): Promise<SearchHit[]> {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select(['users.id as user_id', 'users.full_name', 'users.mobile_phone', `payments.${by} as value`])
    .select('payments.order_id')
    .where(({ eb, and }) =>
      by === 'id'
        ? eb('payments.id', '=', reference.toUpperCase())
        : // The gateway's reference in any case, by its upper-case form (index payments_gateway_ref, 0023).
          and([
            eb(sql<string>`upper(payments.gateway_ref)`, '=', reference.toUpperCase()),
            eb('payments.gateway_ref', '<>', ''),
          ]),
    )
    .limit(SEARCH_LIMIT)
    .execute();
}

/** The borrower of a payout, by our id (the txnid at the rail, upper case: 'PPO…') or by the rail's reference. */
export function usersByPayout(db: Db, reference: string, by: 'id' | 'gateway_ref'): Promise<SearchHit[]> {
  return db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.user_id')
    .select(['users.id as user_id', 'users.full_name', 'users.mobile_phone', `payouts.${by} as value`])
    .select('payouts.order_id')
    .where(({ eb, and }) =>
      by === 'id'
        ? eb('payouts.id', '=', reference.toUpperCase())
        : // The gateway's reference in any case, by its upper-case form (index payouts_gateway_ref, 0023).
          and([
            eb(sql<string>`upper(payouts.gateway_ref)`, '=', reference.toUpperCase()),
            eb('payouts.gateway_ref', '<>', ''),
          ]),
    )
    .limit(SEARCH_LIMIT)
    .execute();
}

/** The borrower's account row, deleted or anonymised included: the file shows what is kept. */
export function findBorrower(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'mobile_phone', 'client_type', 'created_at', 'deleted_at', 'anonymised_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every decision on the borrower's applications, newest first, with the name of the staff member who made it. */
export function decisionsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('credit_decisions as d')
    .leftJoin('agents as a', 'a.id', 'd.decided_by')
    .selectAll('d')
    .select('a.display_name as decider_name')
    .where('d.user_id', '=', userId)
    .orderBy('d.seq', 'desc')
    .execute();
}

/** The borrower's ledger, oldest first, each line with its payment's gateway reference and channel. */
export function ledgerOfUser(db: Db, userId: string) {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('payments as p', 'p.id', 'l.payment_id')
    .selectAll('l')
    .select(['p.gateway_ref', 'p.channel'])
    .where('l.user_id', '=', userId)
    .orderBy('l.id')
    .execute();
}

/** Every pay code the borrower opened, newest first. */
export function paymentsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every payout to the borrower, newest first. */
export function payoutsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every account the borrower bound, removed ones included (a payout may have gone to one). */
export function accountsEverOfUser(db: Db, userId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'kind', 'bank_name', 'account_no', 'account_name', 'deleted_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every complaint the borrower filed, newest first. */
export function complaintsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('complaints')
    .select(['id', 'status', 'problem_type', 'detail', 'order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every text sent to a phone, newest first. */
export function textsToPhone(db: Db, phone: string) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'body', 'status', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .execute();
}
