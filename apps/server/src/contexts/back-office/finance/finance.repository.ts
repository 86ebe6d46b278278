// Finance's reads and its two writes on payouts (issue 28): payouts in flight and failed, the day's totals per rail,
// a failed payout returned, and the payments a reconciliation holds against the gateway's report.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';

const IN_FLIGHT = ['sending', 'unsent', 'pending'] as const;

const payoutsWithBorrower = (db: Db) =>
  db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.user_id')
    .selectAll('payouts')
    .select('users.full_name');

export type FinancePayoutRow = Awaited<ReturnType<typeof inFlightPayouts>>[number];

/** Payouts on their way: being sent, waiting for the sweep, or at the rail, oldest first. */
export function inFlightPayouts(db: Db, limit = 200) {
  return payoutsWithBorrower(db)
    .where('payouts.status', 'in', IN_FLIGHT)
    .orderBy('payouts.created_at')
    .limit(limit)
    .execute();
}

/**
 * Failed payouts finance still has to decide: the order's latest payout, not returned, and the loan not paid out
 * since (no payout of the order on its way or paid), newest first.
 */
export function failedPayouts(db: Db, limit = 200) {
  return payoutsWithBorrower(db)
    .innerJoin('orders', 'orders.id', 'payouts.order_id')
    .where('payouts.status', '=', 'failed')
    .where('payouts.returned_at', 'is', null)
    .where('orders.disbursed_on', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payouts as later')
            .select('later.id')
            .whereRef('later.order_id', '=', 'payouts.order_id')
            .whereRef('later.id', '<>', 'payouts.id')
            .where((eb) =>
              eb.or([
                eb('later.status', 'in', [...IN_FLIGHT, 'paid']),
                eb('later.created_at', '>', eb.ref('payouts.created_at')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('payouts.updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** What a rail paid out within [from, to) from one table (loans: payouts; refunds: refunds): how many and how much. */
async function paidPerRail(db: Db, table: 'payouts' | 'refunds', from: string, to: string) {
  const rows = await db
    .selectFrom(table)
    .select(['rail'])
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(${eb.ref('amount')}), 0)`.as('total'),
    ])
    .where('status', '=', 'paid')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .groupBy('rail')
    .execute();
  return rows.map((r) => ({ rail: r.rail, count: Number(r.n), amount: Number(r.total) }));
}

/** Loans paid out within [from, to), per rail: how many and how much. */
export const paidTotalsPerRail = (db: Db, from: string, to: string) => paidPerRail(db, 'payouts', from, to);

/** Refunds paid out within [from, to), per rail: how many and how much. */
export const refundTotalsPerRail = (db: Db, from: string, to: string) => paidPerRail(db, 'refunds', from, to);

export function findFinancePayout(db: Db, id: string) {
  return payoutsWithBorrower(db).where('payouts.id', '=', id).executeTakeFirst();
}

/** The order's newest payout. */
export function latestPayoutOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A payment with its borrower's name, for a refund proposal. */
export function paymentWithBorrower(db: Db, id: string) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.id',
      'payments.user_id',
      'payments.order_id',
      'payments.status',
      'payments.refund_amount',
      'payments.refunded_at',
      'users.full_name',
    ])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

const bookPayments = (db: Db, gateway: string) =>
  db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.id',
      'payments.order_id',
      'payments.status',
      'payments.amount',
      'payments.refund_amount',
      'payments.gateway_ref',
      'payments.paid_at',
      'users.full_name',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('ledger_entries')
            .select('ledger_entries.id')
            .whereRef('ledger_entries.payment_id', '=', 'payments.id'),
        )
        .as('on_ledger'),
    )
    .where('payments.gateway', '=', gateway);

export type BookPaymentRow = Awaited<ReturnType<typeof paidBetween>>[number];

/** Our book's payments through this gateway paid within [from, to). */
export function paidBetween(db: Db, gateway: string, from: string, to: string) {
  return bookPayments(db, gateway)
    .where('payments.status', '=', 'paid')
    .where('payments.paid_at', '>=', from)
    .where('payments.paid_at', '<', to)
    .orderBy('payments.paid_at')
    .execute();
}

/** Our book's payments of these references, whatever their status or day. */
export async function bookPaymentsOf(db: Db, gateway: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return bookPayments(db, gateway).where('payments.id', 'in', ids).execute();
}

/**
 * A day's money sent out through the payout rail, for the reconciliation (issue 40): the loan payouts or refunds
 * our book paid within [from, to), and those sent within it that our book does not hold paid (the rail may have
 * paid them). Oldest first, at most `limit`.
 */
export function outgoingOfDay(db: Db, table: 'payouts' | 'refunds', from: string, to: string, limit: number) {
  return db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select([
      `${table}.id as id`,
      `${table}.order_id as order_id`,
      `${table}.amount as amount`,
      `${table}.status as status`,
      `${table}.gateway_ref as gateway_ref`,
      'users.full_name as full_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb(`${table}.status`, '=', 'paid'),
          eb(`${table}.settled_at`, '>=', from),
          eb(`${table}.settled_at`, '<', to),
        ]),
        eb.and([
          eb(`${table}.status`, '<>', 'paid'),
          eb(`${table}.submitted_at`, '>=', from),
          eb(`${table}.submitted_at`, '<', to),
        ]),
      ]),
    )
    .orderBy(`${table}.id`)
    .limit(limit)
    .execute();
}
