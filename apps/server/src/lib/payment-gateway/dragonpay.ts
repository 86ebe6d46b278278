// Dragonpay's collection API (v1, REST with HTTP Basic auth of merchant id and secret key):
// - POST {base}/{txnid}/post with Amount, Currency, Description, Email (and ProcId for a channel) opens a
//   payment and answers RefNo, Status, Message and the Url the payer goes to;
// - GET {base}/txnid/{txnid} answers the transaction as Dragonpay sees it (RefNo, Status, Amount…);
// - GET {base}/void/{txnid} cancels a payment that is not paid yet;
// - postbacks are form posts of txnid, refno, status, message and digest (gateway.ts).
import type { GatewayConfig } from '../../config';
import { centavosFromDecimal, decimalPesos } from '@pautang/contract/format/money';
import {
  digestMatches,
  GATEWAY_STATUSES,
  GatewayError,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway';

type DragonpayConfig = Extract<GatewayConfig, { kind: 'dragonpay' }>;

const TIMEOUT_MS = 15_000;

export function dragonpayGateway(config: DragonpayConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.merchantId}:${config.password}`).toString('base64')}`;
  const call = async (path: string, init: RequestInit = {}): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        ...init,
        headers: { authorization: auth, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Dragonpay unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new GatewayError(`Dragonpay answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object')
      throw new GatewayError('Dragonpay answered something that is not JSON');
    return body;
  };

  return {
    name: 'dragonpay',
    async createPayment(input) {
      const body = await call(`/${encodeURIComponent(input.txnId)}/post`, {
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
      const body = await call(`/txnid/${encodeURIComponent(txnId)}`);
      const status = String(body.Status ?? 'U') as GatewayStatus;
      return {
        refNo: String(body.RefNo ?? ''),
        status: GATEWAY_STATUSES.includes(status) ? status : 'U',
        amount: centavosFromDecimal(body.Amount),
      };
    },
    verifyPostback: (postback) => digestMatches(postback, config.password),
    // GET {base}/void/{txnid} cancels a payment not yet paid (Dragonpay answers Status 0 when voided).
    async voidPayment(txnId) {
      await call(`/void/${encodeURIComponent(txnId)}`);
    },
  };
}
