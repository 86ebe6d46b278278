// Demo only (issue 28): money owed back to a borrower, for the finance pair to refund. A pay code of the overdue
// order, paid at the sandbox gateway after its debt was gone: the whole of it is owed back (a stale payment), and
// the gateway holds it as settled, so the day's reconciliation matches it. Opened by the scenario
// 'order-refund-owed', after the order is put back (which removes its earlier payments and refunds).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/client';
import { postStalePayment } from '../../accounting/index';

export const DEMO_REFUND = { paymentId: 'PTX000000000350', amount: 35_000, refNo: 'DEMO0350' } as const;

export async function seedDemoRefundOwed(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
  businessDate: string,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('payments')
    .values({
      id: DEMO_REFUND.paymentId,
      user_id: userId,
      order_id: orderId,
      kind: 'repay',
      channel: 'GCSH',
      amount: DEMO_REFUND.amount,
      status: 'paid',
      refund_amount: DEMO_REFUND.amount,
      gateway: 'sandbox',
      gateway_ref: DEMO_REFUND.refNo,
      pay_url: '',
      expires_at: at,
      paid_at: at,
    })
    .execute();
  await db
    .insertInto('sandbox_transactions')
    .values({
      txn_id: DEMO_REFUND.paymentId,
      ref_no: DEMO_REFUND.refNo,
      amount: DEMO_REFUND.amount,
      description: 'Demo code paid after its debt was gone',
      proc_id: 'GCSH',
      status: 'S',
      expires_at: at,
      return_url: '',
      settled_at: at,
    })
    .onConflict((oc) => oc.column('txn_id').doUpdateSet({ status: 'S', settled_at: at }))
    .execute();
  // The books as for any stale payment: the gateway's cash in, all of it owed back (a source per opening: the
  // scenario's order is put back, with its payment, each time it is opened, possibly within the same instant).
  await postStalePayment(db, {
    businessDate,
    at,
    orderId,
    paymentId: DEMO_REFUND.paymentId,
    source: `payment:${DEMO_REFUND.paymentId}:${randomBytes(6).toString('hex')}`,
    amount: DEMO_REFUND.amount,
  });
}
