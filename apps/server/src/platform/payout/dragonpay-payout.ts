// Dragonpay's Payout API (merchant payout v1, REST, the merchant's payout API key as a Bearer token), as its
// published API and the maintained Node client (Humfurie/dragonpay-ph) speak it:
// - POST {base}/{merchantid}/post with TxnId, FirstName, LastName, Amount, Currency, Description, ProcId (the
//   receiving bank or e-wallet), ProcDetail (its account or mobile number), RunDate, Email and MobileNo queues a
//   payout and answers {Code, Message}: Code 0 and the rail's reference in Message, else a refusal and its reason;
// - GET {base}/{merchantid}/{txnid} answers the payout as Dragonpay sees it: RefNo, Status (S paid, F failed, V
//   voided, P/Q/G/H not final) and Message;
// - the result is posted back to our payout postback URL as merchanttxnid, refno, status, message and digest, the
//   SHA-1 of merchanttxnid:refno:status:message:secret key, hex, as the collection API's legacy digest.
import { centavosFromDecimal, decimalPesos } from '@pautang/contract/format/money';
import type { PayoutConfig } from '../config';
import { sameText, underAnyKey, verifyingKeys } from '../hmac';
import { postbackDigest } from '../payment-gateway/gateway';
import { PayoutError, type PayoutRail, type PayoutRequest, type PayoutStatusAnswer } from './payout';

type DragonpayPayoutConfig = Extract<PayoutConfig, { kind: 'dragonpay' }>;

const TIMEOUT_MS = 10_000;

/**
 * Our account codes as Dragonpay's payout processors: the e-wallets have their own ids; the InstaPay banks are
 * named by the codes we already use, which the merchant's processor list (given at onboarding) confirms.
 */
const PROC_IDS: Record<string, string> = { GCASH: 'GCSH', MAYA: 'PYMY' };
export const payoutProcId = (code: string) => PROC_IDS[code] ?? code;

/** 'Maria Dela Cruz' → first name 'Maria Dela', last name 'Cruz'; one word is both. */
export function splitName(holder: string): { first: string; last: string } {
  const words = holder.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return { first: words.join(' ') || last, last };
}

export function dragonpayPayoutRail(
  config: DragonpayPayoutConfig,
  fetchImpl: typeof fetch = fetch,
): PayoutRail {
  const base = `${config.baseUrl}/${encodeURIComponent(config.merchantId)}`;
  const call = async (path: string, init: RequestInit = {}) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          accept: 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // A time-out may still have reached Dragonpay: the payout is asked about before it is sent again.
      throw new PayoutError(`Dragonpay payout unreachable: ${(error as Error).name}`, 'unreachable');
    }
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { response, body };
  };

  return {
    name: 'dragonpay',
    async submit(request: PayoutRequest) {
      const name = splitName(request.account.holder);
      const { response, body } = await call('/post', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          TxnId: request.txnId,
          FirstName: name.first,
          LastName: name.last,
          Amount: decimalPesos(request.amount),
          Currency: 'PHP',
          Description: request.description,
          ProcId: payoutProcId(request.account.code),
          ProcDetail: request.account.number,
          RunDate: request.runDate,
          Email: request.email,
          MobileNo: request.mobileNo,
        }),
      });
      // An HTTP error is Dragonpay's trouble (or our key's), never the borrower's: it is sent again later.
      if (!response.ok || !body) {
        throw new PayoutError(`Dragonpay payout answered HTTP ${response.status}`, 'unreachable');
      }
      if (Number(body.Code) !== 0) {
        throw new PayoutError(String(body.Message ?? `Code ${String(body.Code)}`), 'refused');
      }
      const refNo = String(body.Message ?? '');
      if (!refNo) throw new PayoutError('Dragonpay payout answered no reference', 'unreachable');
      return { refNo };
    },
    async fetchStatus(txnId) {
      const { response, body } = await call(`/${encodeURIComponent(txnId)}`);
      if (response.status === 404) return undefined;
      if (!response.ok || !body) {
        throw new PayoutError(`Dragonpay payout status answered HTTP ${response.status}`, 'unreachable');
      }
      const status = String(body.Status ?? 'U');
      const answer: PayoutStatusAnswer = {
        refNo: String(body.RefNo ?? ''),
        status,
        message: String(body.Message ?? ''),
      };
      if (body.Amount !== undefined) answer.amount = centavosFromDecimal(body.Amount);
      // A failed payout is nearly always account details the receiving bank or wallet did not take: the borrower
      // is asked to check them (a few tries, then the loan fails); a voided one was stopped for good.
      if (status === 'F') answer.failure = 'account';
      if (status === 'V') answer.failure = 'final';
      return answer;
    },
    verifyPostback: (postback) =>
      underAnyKey(verifyingKeys(config.password, config.previousPassword), (key) =>
        sameText(postback.digest.toLowerCase(), postbackDigest(postback, key)),
      ),
  };
}
