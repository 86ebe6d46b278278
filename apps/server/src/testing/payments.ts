// Test support for money posted on an order: a payment row, then the ledger posting a gateway's confirmed postback
// makes (postToLedger, in one transaction), without the gateway. Tests of what a posting moves use it.
import type { TestApp } from '../test-helper';
import { getBusinessDate } from '../contexts/staff/index';
import { insertPayment } from '../contexts/lending/index';
import { postToLedger } from '../contexts/lending/index';

export async function postTestPayment(
  t: Pick<TestApp, 'db' | 'clock'>,
  payment: { id: string; orderId: string; userId: string; kind: 'repay' | 'rollover'; amount: number },
): Promise<void> {
  const businessDate = await getBusinessDate(t.db, t.clock.now);
  await insertPayment(t.db, {
    id: payment.id,
    user_id: payment.userId,
    order_id: payment.orderId,
    kind: payment.kind,
    channel: 'TEST',
    amount: payment.amount,
    status: 'pending',
    quoted_on: businessDate,
    gateway: 'sandbox',
    pay_url: 'http://localhost/pay',
    expires_at: new Date(t.clock.now.getTime() + 3_600_000).toISOString(),
    paid_at: null,
    refunded_at: null,
  });
  await t.db.transaction().execute((trx) =>
    postToLedger(
      trx,
      {
        id: payment.id,
        order_id: payment.orderId,
        user_id: payment.userId,
        kind: payment.kind,
        amount: payment.amount,
      },
      t.clock.now,
    ),
  );
}
