// A refund balance applied to an overdue order of the same borrower (issue 40): money a payment brought in that no
// loan took (an overpayment, a stale code paid) sat owed back while another of the borrower's loans was overdue and
// accruing late charges. The borrower (H5) or staff (console, audited) apply it instead: each refund is taken whole,
// oldest first, while it fits what the overdue order takes today, and posted as a payment of its own (channel
// REFUND, gateway 'refund-balance': never at the collection gateway, so the gateway's reconciliation is not
// touched) through the same ledger posting as a gateway payment. Each refund taken is marked returned "to loan
// <id>", so the order page and receipts say where it went. The balance is locked, so a second request (a double
// tap, borrower and staff together) finds nothing left: the money moves once.
import { randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import { accrue, applicableRefund, payableRange } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { findOrderForUser } from '../orders/orders.repository';
import { loanStateOf, ORDER_NOT_FOUND, statusOf } from '../orders/orders.service';
import {
  insertPayment,
  lockOrder,
  lockRefundBalance,
  REFUND_BALANCE_GATEWAY,
  updatePayment,
} from './payments.repository';
import { postToLedger, voidAtGateway } from './payments.service';

export const REFUND_BALANCE_TEXTS = {
  notOverdue: 'A refund balance can only be applied to an overdue loan.',
  nothing: 'There is no refund balance to apply to this loan.',
  refundedTo: (orderId: string) => `your overdue loan ${orderId}`,
} as const;

export type RefundBalanceApplied = { appliedAmount: number; balanceAfterAmount: number };

export async function applyRefundBalance(
  deps: Deps,
  userId: string,
  orderId: string,
): Promise<RefundBalanceApplied> {
  const now = deps.clock();
  const at = now.toISOString();
  const { result, cancelled } = await deps.db.transaction().execute(async (trx: Db) => {
    if (!(await findOrderForUser(trx, orderId, userId))) throw notFound(ORDER_NOT_FOUND);
    const order = await lockOrder(trx, orderId);
    const businessDate = await getBusinessDate(trx, now);
    if (order.status_override !== null || statusOf(order, businessDate) !== ORDER_STATUS.overdue) {
      throw new AppError(ErrorCode.Conflict, REFUND_BALANCE_TEXTS.notOverdue);
    }
    const balance = await lockRefundBalance(trx, userId);
    const { maxAmount } = payableRange(loanStateOf(order), businessDate);
    const { take, count } = applicableRefund(
      balance.map((refund) => refund.refund_amount),
      maxAmount,
    );
    if (take === 0) throw new AppError(ErrorCode.Conflict, REFUND_BALANCE_TEXTS.nothing);
    const id = `RB${randomBytes(9).toString('hex').toUpperCase()}`;
    await insertPayment(trx, {
      id,
      user_id: userId,
      order_id: orderId,
      kind: 'repay',
      channel: 'REFUND',
      amount: take,
      status: 'pending',
      quoted_on: businessDate,
      gateway: REFUND_BALANCE_GATEWAY,
      pay_url: '',
      expires_at: at,
      paid_at: null,
      refunded_at: null,
    });
    const cancelled = await postToLedger(
      trx,
      { id, order_id: orderId, user_id: userId, kind: 'repay', amount: take },
      now,
      'refund-balance',
    );
    for (const refund of balance.slice(0, count)) {
      await updatePayment(trx, refund.id, {
        refunded_at: at,
        refunded_to: REFUND_BALANCE_TEXTS.refundedTo(orderId),
        updated_at: at,
      });
    }
    const left = accrue(loanStateOf(await lockOrder(trx, orderId)), businessDate).outstandingAmount;
    return { result: { appliedAmount: take, balanceAfterAmount: left }, cancelled };
  });
  await voidAtGateway(deps, cancelled);
  return result;
}
