// The payment gateway behind one small interface, with two implementations: the local sandbox (the default,
// sandbox.ts) and Dragonpay's collection API (dragonpay.ts). Both speak Dragonpay's terms: our reference number is
// the gateway's txnid, the gateway's own is the refno, statuses are single letters. A postback carries txnid, refno,
// status and message, signed: Dragonpay signs with RSA-SHA256 (`signatures`, over those four and merchantid,
// param1, param2 and amount), or, for a merchant still on it, a SHA-1 `digest` keyed by the merchant's secret,
// which the sandbox also uses with its own secret.
import { createHash } from 'node:crypto';
import { sameText } from '../hmac';

/** Dragonpay's statuses: S success, F failure, P pending, U unknown, R refund, K chargeback, V void, A authorized. */
export type GatewayStatus = 'S' | 'F' | 'P' | 'U' | 'R' | 'K' | 'V' | 'A';
export const GATEWAY_STATUSES: readonly GatewayStatus[] = ['S', 'F', 'P', 'U', 'R', 'K', 'V', 'A'];

export type CreatedPayment = { refNo: string; payUrl: string };
/** A payment the gateway settled (paid, S), as its transaction report lists it: our txnid, its refno, centavos. */
export type SettledTransaction = { txnId: string; refNo: string; amount: number; settledAt: string | null };
export type PaymentStatusAnswer = { refNo: string; status: GatewayStatus; amount: number };

export type Postback = {
  txnid: string;
  refno: string;
  status: string;
  message: string;
  /** The legacy SHA-1 digest (hex); '' when the postback has none. */
  digest: string;
  /** Dragonpay's RSA-SHA256 signature (base64), and the fields it covers besides the four above. */
  signatures?: string;
  merchantid?: string;
  param1?: string;
  param2?: string;
  /** Pesos as Dragonpay writes them ('1234.50'). */
  amount?: string;
};

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
  /**
   * Whether a postback was signed by the gateway. Synchronous: what it needs from the gateway (Dragonpay's public
   * keys) is fetched beforehand by preparePostback; without it, it refuses.
   */
  verifyPostback(postback: Postback): boolean;
  /**
   * Fetches what verifyPostback needs to decide this postback (Dragonpay's public keys: once, then again when no
   * key held verifies a well-formed postback, as after a key rotation). The postback route awaits it first; it
   * throws a GatewayError only when there is nothing to check a signature against.
   */
  preparePostback?(postback: Postback): Promise<void>;
  /**
   * Cancels a payment still unpaid at the gateway, so the payer can no longer pay it (Dragonpay's void). A code
   * already paid, or unknown, is left as it is: its postback still arrives and is dealt with there.
   */
  voidPayment(txnId: string): Promise<void>;
  /**
   * The payments the gateway settled on one Manila calendar day ('YYYY-MM-DD'), from its own records (the daily
   * reconciliation holds them against our book). Throws a GatewayError when the gateway cannot be asked.
   */
  settledTransactions(day: string): Promise<SettledTransaction[]>;
}

/** A Manila calendar day as UTC instants: [from, to). */
export function manilaDayRange(day: string): { from: string; to: string } {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() };
}

/** Dragonpay's legacy postback digest: SHA-1 of txnid:refno:status:message:secret, hex. */
export function postbackDigest(
  p: Pick<Postback, 'txnid' | 'refno' | 'status' | 'message'>,
  secret: string,
): string {
  return createHash('sha1').update(`${p.txnid}:${p.refno}:${p.status}:${p.message}:${secret}`).digest('hex');
}

export function digestMatches(p: Postback, secret: string): boolean {
  return sameText(p.digest.toLowerCase(), postbackDigest(p, secret));
}

/**
 * What Dragonpay signs with RSA-SHA256: txnid:refno:status:message:merchantid:param1:param2:amount, the amount
 * with two decimals (a missing one as 0.00). Undefined when the amount is not an amount in centavos at most.
 */
export function signedPostbackText(p: Postback): string | undefined {
  const amount = twoDecimals(p.amount ?? '');
  if (amount === undefined) return undefined;
  return [
    p.txnid,
    p.refno,
    p.status,
    p.message,
    p.merchantid ?? '',
    p.param1 ?? '',
    p.param2 ?? '',
    amount,
  ].join(':');
}

/** '1234.5' → '1234.50', '' → '0.00', '100' → '100.00'; more than centavos (1.005) or not a number: undefined. */
function twoDecimals(amount: string): string | undefined {
  const text = amount.trim() || '0';
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.padEnd(2, '0');
  if (/[^0]/.test(fraction.slice(2))) return undefined;
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.slice(0, 2)}`;
}

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
