// Dragonpay's collection API (v1, REST with HTTP Basic auth of merchant id and secret key):
// - POST {base}/{txnid}/post with Amount, Currency, Description, Email (and ProcId for a channel) opens a
//   payment and answers RefNo, Status, Message and the Url the payer goes to;
// - GET {base}/txnid/{txnid} answers the transaction as Dragonpay sees it (RefNo, Status, Amount…);
// - GET {base}/void/{txnid} cancels a payment that is not paid yet;
// - GET {v1 base}/transactions?startdate=&enddate= answers the merchant's transactions of those Manila days, each
//   {RefNo, TxnId, RefDate, Amount, Status, SettleDate…}: the daily reconciliation reads the settled ones (S);
// - GET {v1 base}/keys/callback answers the public keys Dragonpay signs postbacks with: [{value, status}], the value
//   a base64 DER (SPKI) RSA key, the status Active or Revoked;
// - postbacks are form posts of txnid, refno, status, message, merchantid, param1, param2, amount… and
//   `signatures`, base64 RSA-SHA256 over txnid:refno:status:message:merchantid:param1:param2:amount (amount with
//   two decimals); merchants still on the legacy scheme get a SHA-1 `digest` instead (gateway.ts).
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { GatewayConfig } from '../config';
import { underAnyKey, verifyingKeys } from '../hmac';
import { centavosFromDecimal, decimalPesos } from '@pautang/contract/format/money';
import {
  digestMatches,
  GATEWAY_STATUSES,
  GatewayError,
  signedPostbackText,
  type GatewayStatus,
  type PaymentGateway,
  type Postback,
  type SettledTransaction,
} from './gateway';

type DragonpayConfig = Extract<GatewayConfig, { kind: 'dragonpay' }>;

const TIMEOUT_MS = 15_000;
/** Keys held this long are fetched again before the next postback, so a key Dragonpay revoked stops verifying. */
export const KEYS_TTL_MS = 60 * 60 * 1000;
/**
 * A postback no key held verifies makes us fetch the keys again (Dragonpay rotated them), but not more often than
 * this: forged postbacks must not turn us into a client hammering Dragonpay's keys endpoint.
 */
export const KEYS_REFETCH_MIN_MS = 60 * 1000;

/** Dragonpay's keys answer, the active ones as keys; anything unreadable is left out. */
function activeKeys(body: unknown): KeyObject[] {
  if (!Array.isArray(body)) throw new GatewayError('Dragonpay answered keys that are not a list');
  const keys: KeyObject[] = [];
  for (const entry of body as unknown[]) {
    const { value, status } = (entry ?? {}) as { value?: unknown; status?: unknown };
    if (typeof value !== 'string' || String(status).toLowerCase() !== 'active') continue;
    try {
      keys.push(
        value.includes('-----BEGIN')
          ? createPublicKey(value)
          : createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' }),
      );
    } catch {
      // Not a key we can read: it verifies nothing.
    }
  }
  return keys;
}

export function dragonpayGateway(
  config: DragonpayConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.merchantId}:${config.password}`).toString('base64')}`;
  // The keys and the transaction report are under the v1 collection API even where the rest is used at v2.
  const v1 = config.baseUrl.replace(/\/v2$/, '/v1');
  const keysUrl = `${v1}/keys/callback`;
  const call = async (
    path: string,
    init: RequestInit = {},
    url = `${config.baseUrl}${path}`,
  ): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: { authorization: auth, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Dragonpay unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new GatewayError(`Dragonpay answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (!body || typeof body !== 'object')
      throw new GatewayError('Dragonpay answered something that is not JSON');
    return body;
  };
  const callObject = async (path: string, init: RequestInit = {}) =>
    (await call(path, init)) as Record<string, unknown>;

  // The keys, fetched once and held; concurrent postbacks share one fetch.
  let held: { keys: KeyObject[]; fetchedAt: number } | undefined;
  let fetching: Promise<void> | undefined;
  const fetchKeys = () =>
    (fetching ??= call('', {}, keysUrl)
      .then((body) => {
        held = { keys: activeKeys(body), fetchedAt: now() };
      })
      .finally(() => {
        fetching = undefined;
      }));

  /** Ours (another merchant's postback, however well signed, is not), with a signature a held key verifies. */
  const ours = (p: Postback) => p.merchantid === config.merchantId && Boolean(p.signatures);
  const rsaVerifies = (p: Postback, keys: KeyObject[]): boolean => {
    const text = signedPostbackText(p);
    if (text === undefined || !ours(p)) return false;
    const data = Buffer.from(text, 'utf8');
    // A form post that did not percent-encode its base64 turns each '+' into a space; a signature has no spaces.
    const signatures = (p.signatures ?? '')
      .split(',')
      .map((s) => Buffer.from(s.trim().replace(/ /g, '+'), 'base64'));
    const verifies = (key: KeyObject, signature: Buffer) => {
      try {
        return verify('sha256', data, key, signature);
      } catch {
        return false;
      }
    };
    return signatures.some((signature) => keys.some((key) => verifies(key, signature)));
  };

  return {
    name: 'dragonpay',
    async createPayment(input) {
      const body = await callObject(`/${encodeURIComponent(input.txnId)}/post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Amount: decimalPesos(input.amount),
          Currency: 'PHP',
          Description: input.description,
          Email: input.email,
          ProcId: input.channel,
          Expiry: input.expiresAt.toISOString(),
        }),
      });
      const status = String(body.Status ?? '');
      const url = String(body.Url ?? '');
      const refNo = String(body.RefNo ?? '');
      if (status === 'F' || !url.startsWith('https://') || !refNo) {
        throw new GatewayError(`Dragonpay refused the payment: ${String(body.Message ?? status)}`);
      }
      return { refNo, payUrl: url };
    },
    async fetchStatus(txnId) {
      const body = await callObject(`/txnid/${encodeURIComponent(txnId)}`);
      const status = String(body.Status ?? 'U') as GatewayStatus;
      return {
        refNo: String(body.RefNo ?? ''),
        status: GATEWAY_STATUSES.includes(status) ? status : 'U',
        amount: centavosFromDecimal(body.Amount),
      };
    },
    verifyPostback: (postback) =>
      config.postbackSignature === 'sha1'
        ? underAnyKey(verifyingKeys(config.password, config.previousPassword), (key) =>
            digestMatches(postback, key),
          )
        : rsaVerifies(postback, held?.keys ?? []),
    async preparePostback(postback) {
      if (config.postbackSignature !== 'rsa-sha256') return;
      if (!held || now() - held.fetchedAt >= KEYS_TTL_MS) {
        // Stale keys still serve while Dragonpay cannot be reached; no keys at all cannot.
        await fetchKeys().catch((error: unknown) => {
          if (!held) throw error;
        });
        return;
      }
      // No key held verifies a postback that is otherwise ours: Dragonpay may have rotated its keys.
      if (
        ours(postback) &&
        !rsaVerifies(postback, held.keys) &&
        now() - held.fetchedAt >= KEYS_REFETCH_MIN_MS
      ) {
        await fetchKeys().catch(() => undefined);
      }
    },
    async settledTransactions(day) {
      const query = new URLSearchParams({ startdate: day, enddate: day });
      return settledOf(await call('', {}, `${v1}/transactions?${query}`), day);
    },
    // GET {base}/void/{txnid} cancels a payment not yet paid (Dragonpay answers Status 0 when voided).
    async voidPayment(txnId) {
      await call(`/void/${encodeURIComponent(txnId)}`);
    },
  };
}

/** Dragonpay writes its times in Manila time without a zone ('2026-11-25 10:15:00'); one with a zone is kept. */
function dragonpayTime(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}${m[3] ?? '+08:00'}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * The settled (S) transactions of the report, on `day` in Manila (by SettleDate, else RefDate; a row without a
 * readable date is taken as the day's, since the report was asked for that day). Anything not a transaction is
 * skipped rather than failing the whole report.
 */
export function settledOf(body: unknown, day: string): SettledTransaction[] {
  const rows = Array.isArray(body) ? (body as unknown[]) : [];
  const out: SettledTransaction[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const txnId = String(r.TxnId ?? r.MerchantTxnId ?? '');
    if (!txnId || String(r.Status ?? '') !== 'S') continue;
    const settledAt = dragonpayTime(r.SettleDate) ?? dragonpayTime(r.RefDate);
    if (settledAt && manilaDayOf(settledAt) !== day) continue;
    const amount = centavosFromDecimal(r.Amount);
    if (!Number.isFinite(amount)) continue;
    out.push({ txnId, refNo: String(r.RefNo ?? ''), amount, settledAt });
  }
  return out;
}

const manilaDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
