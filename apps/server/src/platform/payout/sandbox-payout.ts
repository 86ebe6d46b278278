// The local payout rail: it behaves like Dragonpay's Payout API from the outside. It keeps its own payouts (table
// sandbox_payouts), settles each one PAYOUT_SANDBOX_DELAY_SECONDS after it was sent, and then posts a signed
// postback to our payout postback route, server to server (the payout sweep sends it: contexts/lending/payouts). A tester
// makes it fail with the account number: one ending 0000 cannot receive (the borrower is asked to bind another
// account), one ending 9999 is refused for good (the loan fails), one ending 7777 is paid and then, one delay later,
// returned by the receiving bank (R); every other account is paid.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { hmac, sameText, underAnyKey, verifyingKeys } from '../hmac';
import { PAYOUT_RETURNED, type PayoutPostback, type PayoutRail, type PayoutStatusAnswer } from './payout';
import {
  dueSandboxPayouts,
  findSandboxPayout,
  insertSandboxPayout,
  settleSandboxPayout,
} from './sandbox-payout.repository';

export const SANDBOX_PAYOUT_MESSAGES = {
  paid: 'Credited to the account',
  account: 'The account does not exist or cannot receive funds',
  final: 'The receiving institution refused the transfer',
  returned: 'The receiving bank returned the transfer: the account is closed',
} as const;

/** The account number's ending that is paid, then returned. */
export const SANDBOX_RETURNED_SUFFIX = '7777';

/** What the sandbox decides for an account number: the tester's switch. */
export function sandboxOutcome(accountNo: string): 'paid' | 'account' | 'final' | 'returned' {
  if (accountNo.endsWith('0000')) return 'account';
  if (accountNo.endsWith('9999')) return 'final';
  if (accountNo.endsWith(SANDBOX_RETURNED_SUFFIX)) return 'returned';
  return 'paid';
}

/** The sandbox's postback signature: HMAC-SHA256 (platform/hmac) of txnid:refno:status:message under its secret. */
export function sandboxPayoutDigest(p: Omit<PayoutPostback, 'digest'>, secret: string): string {
  return hmac(secret, `${p.txnid}:${p.refno}:${p.status}:${p.message}`);
}

export type SandboxPayoutRail = PayoutRail & {
  /** Settles the payouts whose delay has passed and answers their postbacks, signed, for the sweep to send. */
  settleDue(now: Date): Promise<PayoutPostback[]>;
};

export function sandboxPayoutRail(
  db: Db,
  config: { secret: string; previousSecret?: string | undefined; delaySeconds: number },
  clock: () => Date,
): SandboxPayoutRail {
  const signed = (p: Omit<PayoutPostback, 'digest'>): PayoutPostback => ({
    ...p,
    digest: sandboxPayoutDigest(p, config.secret),
  });
  return {
    name: 'sandbox',
    async submit(request) {
      const now = clock();
      // The same txnid twice (a retry after a time-out) is the same payout, as at a real rail.
      await insertSandboxPayout(db, {
        txn_id: request.txnId,
        ref_no: `SP${randomBytes(4).toString('hex').toUpperCase()}`,
        amount: request.amount,
        proc_id: request.account.code,
        account_no: request.account.number,
        account_name: request.account.holder,
        status: 'P',
        settle_at: new Date(now.getTime() + config.delaySeconds * 1000).toISOString(),
        created_at: now.toISOString(),
      });
      const row = await findSandboxPayout(db, request.txnId);
      if (!row) throw new Error('sandbox payout vanished');
      return { refNo: row.ref_no };
    },
    async fetchStatus(txnId) {
      const row = await findSandboxPayout(db, txnId);
      if (!row) return undefined;
      const answer: PayoutStatusAnswer = {
        refNo: row.ref_no,
        status: row.status,
        message: row.message,
        amount: row.amount,
      };
      const outcome = sandboxOutcome(row.account_no);
      if (row.status === 'F' && (outcome === 'account' || outcome === 'final')) answer.failure = outcome;
      // A closed account: the borrower binds another.
      if (row.status === PAYOUT_RETURNED) answer.failure = 'account';
      return answer;
    },
    verifyPostback: (postback) =>
      underAnyKey(verifyingKeys(config.secret, config.previousSecret), (key) =>
        sameText(postback.digest.toLowerCase(), sandboxPayoutDigest(postback, key)),
      ),
    async settleDue(now) {
      const due = await dueSandboxPayouts(db, now.toISOString(), SANDBOX_RETURNED_SUFFIX);
      const postbacks: PayoutPostback[] = [];
      for (const row of due) {
        const outcome = sandboxOutcome(row.account_no);
        // A returning account is paid first; its return is due one delay later.
        const returning = outcome === 'returned' && row.status === 'S';
        const status = returning ? PAYOUT_RETURNED : outcome === 'account' || outcome === 'final' ? 'F' : 'S';
        const message =
          SANDBOX_PAYOUT_MESSAGES[returning ? 'returned' : outcome === 'returned' ? 'paid' : outcome];
        const next =
          outcome === 'returned' && !returning
            ? new Date(now.getTime() + config.delaySeconds * 1000).toISOString()
            : undefined;
        if (await settleSandboxPayout(db, row.txn_id, { from: row.status, status, message, next })) {
          postbacks.push(signed({ txnid: row.txn_id, refno: row.ref_no, status, message }));
        }
      }
      return postbacks;
    },
  };
}
