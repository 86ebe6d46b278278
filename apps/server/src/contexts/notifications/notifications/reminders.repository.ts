// The SQL of the reminder run (reminders.ts): which orders may have a due date near the business date, a page at a
// time. Only a coarse, safe filter is done here (a superset); the loan engine decides each order's due dates.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { OrderRow } from '../../lending/index';

export type ReminderCandidate = OrderRow & { full_name: string };

/**
 * Live orders, in id order after `afterId` (keyset pagination: a page costs the same at order 1 and order 100,000):
 * paid out, not failed, of an account not anonymised, not held by a workflow's override, stored as repayable or overdue (a payment that finishes
 * a loan stores 200), and whose current period can hold a due date between `fromOn` and `toOn` (its start on or
 * before `toOn`, its end on or after `fromOn`: every due date lies in between).
 */
export function liveOrdersPage(
  db: Db,
  page: { afterId: string; limit: number; fromOn: string; toOn: string; statuses: readonly number[] },
): Promise<ReminderCandidate[]> {
  const periodStart = sql<string>`coalesce(orders.period_start_on, orders.disbursed_on)`;
  return (
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select('users.full_name')
      .where('orders.id', '>', page.afterId)
      .where('orders.status', 'in', [...page.statuses])
      .where('orders.status_override', 'is', null)
      .where('orders.disbursed_on', 'is not', null)
      .where('orders.disbursement_failed', '=', false)
      // An anonymised account has no phone left to text (account deletion).
      .where('users.anonymised_at', 'is', null)
      .where(sql<boolean>`${periodStart} <= ${page.toOn}::date`)
      .where(sql<boolean>`${periodStart} + orders.term_days >= ${page.fromOn}::date`)
      .orderBy('orders.id')
      .limit(page.limit)
      .execute()
  );
}
