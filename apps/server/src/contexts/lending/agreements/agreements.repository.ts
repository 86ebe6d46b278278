import type { Db } from '../../../platform/db/client';

/** An order's posted payments in posting order: what rebuilds each renewal statement (renewal-statements.ts). */
export function postedPaymentsOf(db: Db, orderId: string) {
  return db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount', 'business_date'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
