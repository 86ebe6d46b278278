// Test support for money posted on an order: a payment row, then the ledger posting a gateway's confirmed postback
// makes (postToLedger, in one transaction), without the gateway. Tests of what a posting moves use it; tests of what
// the borrower sees pay through the sandbox gateway as the borrower does (payOnSandbox).
import type { GenerateVcode } from '@pautang/contract/repayment';
import type { TestApp } from '../test-helper';
import { SANDBOX_PAGE } from '../platform/payment-gateway/sandbox';
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

/**
 * Pays `amount` of the order as the borrower does: a pay code from the channel sheet (GCash), then the sandbox
 * gateway's page, whose postback posts it. Answers the code; fails when either step is refused.
 */
export async function payOnSandbox(
  t: Pick<TestApp, 'call' | 'app' | 'config'>,
  sessionId: string,
  order: { orderId: string; productId: string },
  amount: number,
  isDelay: 0 | 1 = 0,
): Promise<GenerateVcode> {
  const res = await t.call('generateVcode', {
    sessionId,
    body: { ...order, amount, channelNumber: 'GCSH', isDelay },
  });
  if (res.body.code !== 0) throw new Error(`pay code refused: ${res.body.message}`);
  const code = res.body.data as GenerateVcode;
  const paid = await t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
    payload: new URLSearchParams({ txnid: code.referenceNo, action: 'pay' }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`the sandbox page answered ${paid.statusCode}`);
  return code;
}
