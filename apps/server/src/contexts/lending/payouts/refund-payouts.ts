// Refunds paid through the payout rail (issue 28): what a payment brought in that no loan took goes back to the
// borrower's bound account (the one their loans are paid into), on the same rail as loan payouts. A refund is a
// payout of its own kind: its txnid starts with REFUND_TXN_PREFIX, so the rail's postback route tells the two
// apart; it is confirmed by the rail's status call like a loan payout, and only the rail's success marks the
// payment refunded (payments.refunded_at, with the account it went to). At most one refund per payment is on its
// way or paid: the payment row is locked while deciding, and refunds_one_live holds under any race.
import { postRefundPaid } from '../../accounting/index';
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import { id } from '@pautang/contract/primitives';
import type { Deps } from '../../../platform/deps';
import { emitLendingEvent } from '../events';
import { AppError } from '../../../platform/errors';
import {
  PAYOUT_FINAL_FAILURES,
  PayoutError,
  type PayoutPostback,
  type PayoutStatusAnswer,
} from '../../../platform/payout/payout';
import { getAccount, type BankAccountRow } from '../../identity/index';
import { getBusinessDate } from '../../staff/index';
import { isOwnName } from '../../identity/index';
import { legalNameOfUser } from '../../identity/index';
import { mobilePhoneOf } from '../../identity/index';
import type { PayoutOutcome, PayoutPostbackAnswer } from './payouts.service';
import { accountLabel, payoutAccountOf } from './payouts.service';
import {
  claimRefund,
  findRefund,
  insertRefund,
  liveRefundOfPayment,
  lockPaymentForRefund,
  lockRefund,
  markPaymentRefunded,
  markRefundSent,
  markRefundUnsent,
  pendingRefundsBefore,
  refundsToRetry,
  settleRefund,
  type RefundRow,
} from './refund-payouts.repository';

export const REFUND_TXN_PREFIX = 'PRF';
const newRefundId = () => `${REFUND_TXN_PREFIX}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
export const isRefundTxn = (txnId: string) => txnId.startsWith(REFUND_TXN_PREFIX);

export const REFUND_NOT_OWED = 'Nothing is owed back on this payment.';
export const REFUND_UNDER_WAY = "This payment's refund is already on its way or paid.";
export const REFUND_NO_ACCOUNT = 'The borrower has no bound account to refund to.';
export const REFUND_NOT_OWN_ACCOUNT =
  "The borrower's bound account is not in their legal name: the refund is sent once they bind an account in their own name.";

export type RefundRequest = {
  paymentId: string;
  /** Centavos: what was owed when it was proposed; refused if the payment no longer owes exactly this. */
  amount: number;
  makerId: string;
  approvalId: string | null;
};

export type RefundSendOutcome = 'sent' | 'unsent' | 'failed';

/**
 * Pays a refund: the refund row is reserved with the payment locked (the amount still owed, nothing else on its
 * way), then the rail is called after the commit. Throws AppError when there is nothing to refund, a refund is
 * already under way, or the borrower has no account.
 */
export async function sendRefund(deps: Deps, request: RefundRequest): Promise<RefundSendOutcome> {
  const at = deps.clock().toISOString();
  const reserved = await deps.db.transaction().execute(async (trx) => {
    const payment = await lockPaymentForRefund(trx, request.paymentId);
    if (!payment || payment.refunded_at !== null || payment.refund_amount <= 0) {
      throw new AppError(ErrorCode.Conflict, REFUND_NOT_OWED);
    }
    if (payment.refund_amount !== request.amount) {
      throw new AppError(
        ErrorCode.Conflict,
        'The amount owed on this payment has changed since the refund was proposed.',
      );
    }
    if (await liveRefundOfPayment(trx, payment.id)) throw new AppError(ErrorCode.Conflict, REFUND_UNDER_WAY);
    const account = await payoutAccountOf(trx, payment.user_id);
    if (!account) throw new AppError(ErrorCode.Conflict, REFUND_NO_ACCOUNT);
    // As a loan payout: money goes only to an account in the borrower's legal name (issue 40).
    const legal = await legalNameOfUser(trx, payment.user_id);
    if (!legal || !isOwnName(account.account_name, legal)) {
      throw new AppError(ErrorCode.Conflict, REFUND_NOT_OWN_ACCOUNT);
    }
    const row = {
      id: newRefundId(),
      payment_id: payment.id,
      user_id: payment.user_id,
      order_id: payment.order_id,
      amount: payment.refund_amount,
      account_id: account.id,
      account_label: accountLabel(account),
      rail: account.kind,
      status: 'sending' as const,
      gateway: deps.payout.name,
      approval_id: request.approvalId,
      maker_id: request.makerId,
      created_at: at,
      updated_at: at,
    };
    if (!(await insertRefund(trx, row))) throw new AppError(ErrorCode.Conflict, REFUND_UNDER_WAY);
    return { row, account };
  });
  return submitRefund(deps, reserved.row, reserved.account);
}

/** One try at the rail: pending there, left for the sweep (unreachable), or failed (refused). */
async function submitRefund(
  deps: Deps,
  refund: Pick<RefundRow, 'id' | 'amount' | 'payment_id' | 'user_id'>,
  account: BankAccountRow,
): Promise<RefundSendOutcome> {
  try {
    const { refNo } = await deps.payout.submit({
      txnId: refund.id,
      amount: refund.amount,
      account: {
        kind: account.kind,
        code: account.bank_code,
        number: account.account_no,
        holder: account.account_name,
      },
      description: `${deps.config.company.appName} refund of payment ${refund.payment_id}`,
      email: deps.config.company.email,
      mobileNo: await mobilePhoneOf(deps.db, refund.user_id),
      runDate: await getBusinessDate(deps.db, deps.clock()),
    });
    const at = deps.clock().toISOString();
    await markRefundSent(deps.db, refund.id, { gateway_ref: refNo, submitted_at: at, updated_at: at });
    return 'sent';
  } catch (error) {
    if (error instanceof PayoutError && error.kind === 'refused') {
      await applyRefundStatus(deps, refund.id, { refNo: '', status: 'F', message: error.message });
      return 'failed';
    }
    await markRefundUnsent(deps.db, refund.id, deps.clock().toISOString());
    return 'unsent';
  }
}

/**
 * The rail's word on a refund, applied once with the refund locked: a success marks the payment refunded (to the
 * account it went to); a final failure leaves the money owed (a refund may be proposed again).
 */
export async function applyRefundStatus(
  deps: Deps,
  refundId: string,
  confirmed: PayoutStatusAnswer,
): Promise<PayoutOutcome> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockRefund(trx, refundId);
    if (!locked) throw new Error('refund vanished');
    if (locked.status === 'paid') return confirmed.status === 'S' ? 'duplicate' : 'ignored-after-success';
    if (locked.status === 'failed') {
      return PAYOUT_FINAL_FAILURES.includes(confirmed.status) ? 'duplicate' : 'ignored-after-failure';
    }
    if (confirmed.status === 'S') {
      const refDiffers = Boolean(
        locked.gateway_ref && confirmed.refNo && confirmed.refNo !== locked.gateway_ref,
      );
      if (refDiffers || (confirmed.amount !== undefined && confirmed.amount !== locked.amount))
        return 'mismatch';
      await settleRefund(trx, locked.id, {
        status: 'paid',
        gateway_ref: locked.gateway_ref || confirmed.refNo,
        settled_at: at,
        updated_at: at,
      });
      await markPaymentRefunded(trx, locked.payment_id, at, locked.account_label);
      await postRefundPaid(trx, {
        businessDate: await getBusinessDate(trx, new Date(at)),
        at,
        orderId: locked.order_id,
        refundId: locked.id,
        rail: locked.rail,
        amount: locked.amount,
      });
      await emitLendingEvent(trx, new Date(at), {
        type: 'refund.sent',
        payload: {
          id: locked.id,
          userId: locked.user_id,
          amount: locked.amount,
          account: locked.account_label,
        },
      });
      return 'paid';
    }
    if (PAYOUT_FINAL_FAILURES.includes(confirmed.status)) {
      await settleRefund(trx, locked.id, {
        status: 'failed',
        failure_reason: confirmed.message || 'The refund did not go through',
        settled_at: at,
        updated_at: at,
      });
      return 'failed';
    }
    return 'pending';
  });
}

const UNKNOWN: PayoutPostbackAnswer = { ok: false, httpStatus: 404, result: 'FAIL_UNKNOWN_TXNID' };

/** A refund's postback: checked, confirmed by the rail's status call, then applied (as a loan payout's is). */
export async function handleRefundPostback(
  deps: Deps,
  postback: PayoutPostback,
): Promise<PayoutPostbackAnswer> {
  if (!deps.payout.verifyPostback(postback)) {
    return { ok: false, httpStatus: 400, result: 'FAIL_DIGEST_MISMATCH' };
  }
  const refund = id.safeParse(postback.txnid).success ? await findRefund(deps.db, postback.txnid) : undefined;
  if (!refund) return UNKNOWN;
  let confirmed: PayoutStatusAnswer | undefined;
  try {
    confirmed = await deps.payout.fetchStatus(refund.id);
  } catch {
    return { ok: false, httpStatus: 503, result: 'FAIL_STATUS_UNAVAILABLE' };
  }
  if (!confirmed) return UNKNOWN;
  try {
    return { ok: true, outcome: await applyRefundStatus(deps, refund.id, confirmed) };
  } catch (error) {
    return { ok: false, httpStatus: 503, result: 'FAIL_NOT_RECORDED', error };
  }
}

const STALE_SENDING_MS = 2 * 60_000;
const RECONCILE_AFTER_MS = 30 * 60_000;

/**
 * The sweep's part for refunds: unsent ones are sent again under the same txnid (the rail asked first), and
 * pending ones whose postback never came are asked about. Answers how many were touched.
 */
export async function sweepRefunds(deps: Deps): Promise<number> {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
  let touched = 0;
  for (const row of await refundsToRetry(deps.db, staleBefore)) {
    const claimed = await claimRefund(deps.db, row.id, now.toISOString(), staleBefore);
    if (!claimed) continue;
    touched++;
    const known = await deps.payout.fetchStatus(claimed.id).catch(() => null);
    if (known === null) {
      await markRefundUnsent(deps.db, claimed.id, deps.clock().toISOString());
    } else if (known) {
      const at = deps.clock().toISOString();
      await markRefundSent(deps.db, claimed.id, {
        gateway_ref: known.refNo,
        submitted_at: at,
        updated_at: at,
      });
    } else {
      await submitRefund(deps, claimed, await getAccount(deps.db, claimed.account_id));
    }
  }
  const sentBefore = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  for (const row of await pendingRefundsBefore(deps.db, sentBefore)) {
    const confirmed = await deps.payout.fetchStatus(row.id).catch(() => undefined);
    if (!confirmed) continue;
    const outcome = await applyRefundStatus(deps, row.id, confirmed);
    if (outcome === 'paid' || outcome === 'failed') touched++;
  }
  return touched;
}
