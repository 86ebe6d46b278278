// The benches' pay codes paid at the gateway: the payment row, the sandbox gateway's record that it was paid (its
// status call then says so), and the postback the gateway sends for it.
import type { Db } from '../src/platform/db/client';
import { postbackDigest } from '../src/platform/payment-gateway/gateway';

/** The sandbox gateway's postback secret (its default). */
const SECRET = 'pautang-sandbox-gateway';

export type PaidCode = { id: string; ref: string; amount: number };

/** A repayment code of the order, paid at the gateway: live (pending), or stale (cancelled, paid anyway). */
export async function insertPaidCode(
  db: Db,
  code: PaidCode & {
    userId: string;
    orderId: string;
    status: 'pending' | 'cancelled';
    expiresAt: string;
    description: string;
  },
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: code.id,
      user_id: code.userId,
      order_id: code.orderId,
      kind: 'repay',
      channel: 'GCSH',
      amount: code.amount,
      status: code.status,
      gateway: 'sandbox',
      gateway_ref: code.ref,
      pay_url: '',
      expires_at: code.expiresAt,
      paid_at: null,
    })
    .execute();
  await db
    .insertInto('sandbox_transactions')
    .values({
      txn_id: code.id,
      ref_no: code.ref,
      amount: code.amount,
      description: code.description,
      proc_id: 'GCSH',
      status: 'S',
      expires_at: code.expiresAt,
      return_url: '',
    })
    .execute();
}

/** The form the gateway posts when the code is paid, signed as the sandbox signs it. */
export function postbackForm(code: PaidCode): string {
  const fields = { txnid: code.id, refno: code.ref, status: 'S', message: 'Payment received' };
  return new URLSearchParams({ ...fields, digest: postbackDigest(fields, SECRET) }).toString();
}
