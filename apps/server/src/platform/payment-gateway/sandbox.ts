// The local gateway: it behaves like Dragonpay from the outside. It keeps its own transactions (table
// sandbox_transactions, as a gateway keeps them on its side), shows a page where a person pays, fails or lets
// the payment expire (sandbox.routes.ts), then posts a signed postback to our postback route, server to server.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { underAnyKey, verifyingKeys } from '../hmac';
import {
  digestMatches,
  GatewayError,
  manilaDayRange,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway';
import {
  findSandboxTransaction,
  insertSandboxTransaction,
  settledSandboxTransactions,
  updatePendingSandboxStatus,
} from './sandbox.repository';

export const SANDBOX_PAGE = '/sandbox/dragonpay/pay';

export function sandboxGateway(
  db: Db,
  secret: string,
  origin: string,
  clock: () => Date,
  /** SANDBOX_GATEWAY_SECRET_PREVIOUS: postbacks signed under it still verify while the key rotates. */
  previousSecret?: string,
): PaymentGateway {
  const keys = verifyingKeys(secret, previousSecret);
  return {
    name: 'sandbox',
    async createPayment(input) {
      const refNo = randomBytes(4).toString('hex').toUpperCase();
      await insertSandboxTransaction(db, {
        txn_id: input.txnId,
        ref_no: refNo,
        amount: input.amount,
        description: input.description,
        proc_id: input.channel,
        status: 'P',
        expires_at: input.expiresAt.toISOString(),
        return_url: input.returnUrl,
        created_at: clock().toISOString(),
      });
      return { refNo, payUrl: `${origin}${SANDBOX_PAGE}?txnid=${encodeURIComponent(input.txnId)}` };
    },
    async fetchStatus(txnId) {
      const row = await findSandboxTransaction(db, txnId);
      if (!row) throw new GatewayError('No such transaction at the gateway');
      return { refNo: row.ref_no, status: row.status as GatewayStatus, amount: row.amount };
    },
    verifyPostback: (postback) => underAnyKey(keys, (key) => digestMatches(postback, key)),
    async voidPayment(txnId) {
      await updatePendingSandboxStatus(db, txnId, 'V', clock().toISOString());
    },
    // Its own table answers, as Dragonpay's transaction report does (dragonpay.ts).
    async settledTransactions(day) {
      const { from, to } = manilaDayRange(day);
      const rows = await settledSandboxTransactions(db, from, to);
      return rows.map((r) => ({
        txnId: r.txn_id,
        refNo: r.ref_no,
        amount: r.amount,
        settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
      }));
    },
  };
}
