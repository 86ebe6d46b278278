// The payment gateway behind one small interface, with two implementations: the local sandbox (the default,
// sandbox-gateway.ts) and Dragonpay's collection API (dragonpay-gateway.ts). Both speak Dragonpay's terms:
// our reference number is the gateway's txnid, the gateway's own is the refno, statuses are single letters,
// and a postback carries txnid, refno, status, message and a SHA-1 digest keyed by the merchant's secret.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Dragonpay's statuses: S success, F failure, P pending, U unknown, R refund, K chargeback, V void, A authorized. */
export type GatewayStatus = 'S' | 'F' | 'P' | 'U' | 'R' | 'K' | 'V' | 'A';
export const GATEWAY_STATUSES: readonly GatewayStatus[] = ['S', 'F', 'P', 'U', 'R', 'K', 'V', 'A'];

export type CreatedPayment = { refNo: string; payUrl: string };
export type PaymentStatusAnswer = { refNo: string; status: GatewayStatus; amount: number };

export type Postback = { txnid: string; refno: string; status: string; message: string; digest: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'dragonpay';
  /** Opens a payment of exactly `amount` centavos under our reference `txnId`, payable until `expiresAt`. */
  createPayment(input: {
    txnId: string;
    amount: number;
    description: string;
    email: string;
    channel: string;
    expiresAt: Date;
    returnUrl: string;
  }): Promise<CreatedPayment>;
  /** The gateway's own word on a payment: a postback is confirmed by this, never taken on its own. */
  fetchStatus(txnId: string): Promise<PaymentStatusAnswer>;
  /** Whether a postback was signed with our secret (constant-time). */
  verifyPostback(postback: Postback): boolean;
  /**
   * Cancels a payment still unpaid at the gateway, so the payer can no longer pay it (Dragonpay's void). A code
   * already paid, or unknown, is left as it is: its postback still arrives and is dealt with there.
   */
  voidPayment(txnId: string): Promise<void>;
}

/** Dragonpay's postback digest: SHA-1 of txnid:refno:status:message:secret, hex. */
export function postbackDigest(p: Omit<Postback, 'digest'>, secret: string): string {
  return createHash('sha1').update(`${p.txnid}:${p.refno}:${p.status}:${p.message}:${secret}`).digest('hex');
}

export function digestMatches(p: Postback, secret: string): boolean {
  const expected = Buffer.from(postbackDigest(p, secret), 'utf8');
  const given = Buffer.from(p.digest.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
