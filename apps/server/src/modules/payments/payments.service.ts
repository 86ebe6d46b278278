// Pay codes and postbacks (spec 2 §4.5, §7). A code is opened at the gateway for the exact amount the engine
// says is payable; money moves only when a postback arrives, is signed with our secret, and the gateway's own
// status call confirms it for the same amount. The ledger entry, the order's new state, the payment's status
// and the postback record commit together, and a payment reaches the ledger once (unique payment_id), so a
// replay, a reordering or a late failure after a success changes nothing.
import { randomInt } from 'node:crypto';
import type { GenerateVcode, GenerateVcodeRequestSchema } from '@pautang/contract/repayment';
import { ErrorCode } from '@pautang/contract/errors';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { accrue, allocatePayment, quoteRollover } from '@pautang/loan-engine';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OrdersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalid, notFound } from '../../lib/errors';
import { getBusinessDate } from '../business-date/business-date.service';
import { findOrderForUser } from '../orders/orders.repository';
import { ACTIVE_STATUSES, loanStateOf, ORDER_NOT_FOUND, statusOf } from '../orders/orders.service';
import { findChannel } from './channels';
import type { GatewayStatus, PaymentStatusAnswer, Postback } from '../../lib/payment-gateway/gateway';
import { postPayment } from './loan-posting';
import {
  findPayment,
  lockOrder,
  updateOrder,
  findReusablePayment,
  insertLedgerEntry,
  insertPayment,
  lockPayment,
  recordPostback,
  updatePayment,
} from './payments.repository';

export const PAYMENT_MESSAGES = {
  unknownChannel: 'Please choose a payment channel.',
  nothingToPay: 'This order has nothing to pay now.',
  wrongAmount: 'The amount does not match what is payable today. Please reload the page.',
  outsideChannel: 'This channel does not take this amount. Please choose another channel.',
  rolloverRefused: 'This loan cannot be rolled over now.',
  gatewayDown: 'The payment service is busy. Please try again in a moment.',
} as const;

const newTxnId = () => `PTX${String(randomInt(0, 1e12)).padStart(12, '0')}`;

export async function generateVcode(
  deps: Deps,
  userId: string,
  input: z.output<typeof GenerateVcodeRequestSchema>,
): Promise<GenerateVcode> {
  const order = await findOrderForUser(deps.db, input.orderId, userId);
  if (!order || order.product_id !== input.productId) throw notFound(ORDER_NOT_FOUND);
  const channel = findChannel(input.channelNumber);
  if (!channel) throw invalid(PAYMENT_MESSAGES.unknownChannel);
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  const kind: 'repay' | 'rollover' = input.isDelay === 1 ? 'rollover' : 'repay';
  assertPayable(order, kind, input.amount, businessDate);
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw invalid(PAYMENT_MESSAGES.outsideChannel);
  }

  const reuse = await findReusablePayment(deps.db, {
    userId,
    orderId: order.id,
    kind,
    channel: channel.channelNumber,
    amount: input.amount,
    after: new Date(now.getTime() + 10 * 60_000).toISOString(),
  });
  if (reuse) return answerOf(reuse);

  const txnId = newTxnId();
  const expiresAt = new Date(now.getTime() + channel.expiryHours * 3_600_000);
  const returnUrl = `${deps.config.publicOrigin}${H5_PATHS.loanDetail}?orderId=${order.id}&productId=${order.product_id}`;
  let created;
  try {
    created = await deps.gateway.createPayment({
      txnId,
      amount: input.amount,
      description: `${deps.config.company.appName} loan ${order.id}`,
      // The borrower has no e-mail on file; the gateway's receipt goes to our support desk.
      email: deps.config.company.email,
      channel: channel.channelNumber,
      expiresAt,
      returnUrl,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.Internal, PAYMENT_MESSAGES.gatewayDown);
  }
  const row = {
    id: txnId,
    user_id: userId,
    order_id: order.id,
    kind,
    channel: channel.channelNumber,
    amount: input.amount,
    status: 'pending' as const,
    gateway: deps.gateway.name,
    gateway_ref: created.refNo,
    pay_url: created.payUrl,
    expires_at: expiresAt.toISOString(),
    paid_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await insertPayment(deps.db, row);
  return answerOf(row);
}

/**
 * Refuses an amount the engine would not apply today in full: a rollover must be its exact price; a repayment
 * no more than is owed, and instalments not yet due only inside the prepayment window (the engine's
 * allocation says what it would leave over).
 */
export function assertPayable(
  order: Selectable<OrdersTable>,
  kind: 'repay' | 'rollover',
  amount: number,
  businessDate: string,
): void {
  if (!ACTIVE_STATUSES.includes(statusOf(order, businessDate)) || order.status_override !== null) {
    throw new AppError(ErrorCode.Conflict, PAYMENT_MESSAGES.nothingToPay);
  }
  const loan = loanStateOf(order);
  if (kind === 'rollover') {
    const quote = quoteRollover(loan, businessDate);
    if (!quote.allowed) throw new AppError(ErrorCode.Conflict, PAYMENT_MESSAGES.rolloverRefused);
    if (amount !== quote.delayAmount) throw invalid(PAYMENT_MESSAGES.wrongAmount);
    return;
  }
  if (accrue(loan, businessDate).outstandingAmount === 0) {
    throw new AppError(ErrorCode.Conflict, PAYMENT_MESSAGES.nothingToPay);
  }
  if (allocatePayment(loan, amount, businessDate).remainderAmount > 0) {
    throw invalid(PAYMENT_MESSAGES.wrongAmount);
  }
}

const answerOf = (row: { pay_url: string; id: string; expires_at: string; amount: number }) => ({
  payUrl: row.pay_url,
  referenceNo: row.id,
  expiresAt: new Date(row.expires_at).toISOString(),
  amount: row.amount,
});

export type PostbackOutcome =
  'posted' | 'duplicate' | 'failed' | 'expired' | 'pending' | 'ignored-after-success' | 'amount-mismatch';

export type PostbackAnswer =
  { ok: true; outcome: PostbackOutcome } | { ok: false; httpStatus: number; result: string; error?: unknown };

const FINAL_FAILURES: Partial<Record<GatewayStatus, 'failed' | 'expired'>> = { F: 'failed', V: 'expired' };

/**
 * One postback. It is checked (digest), confirmed (the gateway's status call), and applied in one transaction;
 * only then is `result=OK` answered. Recording failures answer an error so the gateway sends it again.
 */
export async function handlePostback(deps: Deps, postback: Postback): Promise<PostbackAnswer> {
  if (!deps.gateway.verifyPostback(postback)) {
    return { ok: false, httpStatus: 400, result: 'FAIL_DIGEST_MISMATCH' };
  }
  const payment = await findPayment(deps.db, postback.txnid);
  if (!payment) return { ok: false, httpStatus: 404, result: 'FAIL_UNKNOWN_TXNID' };
  let confirmed;
  try {
    confirmed = await deps.gateway.fetchStatus(payment.id);
  } catch {
    return { ok: false, httpStatus: 503, result: 'FAIL_STATUS_UNAVAILABLE' };
  }
  try {
    const outcome = await applyGatewayStatus(deps, payment.id, confirmed, {
      refno: postback.refno,
      status: postback.status,
    });
    return { ok: true, outcome };
  } catch (error) {
    return { ok: false, httpStatus: 503, result: 'FAIL_NOT_RECORDED', error };
  }
}

/**
 * What the gateway's status call said about a payment, applied once: a success for the same amount and refno
 * posts it through the engine (ledger entry, order, payment and the record of what was seen, in one
 * transaction, the payment and order rows locked); a failure or void ends a pending payment; anything after a
 * success changes nothing. `seen` is what arrived (a postback, or the borrower asking).
 */
export async function applyGatewayStatus(
  deps: Deps,
  paymentId: string,
  confirmed: PaymentStatusAnswer,
  seen: { refno: string; status: string },
): Promise<PostbackOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx): Promise<PostbackOutcome> => {
    const locked = await lockPayment(trx, paymentId);
    if (!locked) throw new Error('payment vanished');
    const record = (outcome: PostbackOutcome) =>
      recordPostback(trx, {
        payment_id: locked.id,
        gateway_ref: seen.refno,
        status: seen.status,
        confirmed_status: confirmed.status,
        outcome,
        received_at: at,
      }).then(() => outcome);

    if (locked.status === 'paid') {
      return record(confirmed.status === 'S' ? 'duplicate' : 'ignored-after-success');
    }
    if (confirmed.status === 'S') {
      if (
        confirmed.amount !== locked.amount ||
        (locked.gateway_ref && confirmed.refNo !== locked.gateway_ref)
      ) {
        return record('amount-mismatch');
      }
      await postToLedger(trx, locked, now);
      await updatePayment(trx, locked.id, { status: 'paid', paid_at: at, updated_at: at });
      return record('posted');
    }
    const failure = FINAL_FAILURES[confirmed.status];
    if (failure && locked.status === 'pending') {
      await updatePayment(trx, locked.id, { status: failure, updated_at: at });
      return record(failure);
    }
    return record(failure ?? 'pending');
  });
}

/**
 * Money moves here only: the order (locked) is posted through the engine, and the ledger entry for the payment
 * is written, in the caller's transaction. The unique payment_id keeps a payment from reaching the ledger twice.
 */
export async function postToLedger(
  trx: Db,
  payment: { id: string; order_id: string; user_id: string; kind: 'repay' | 'rollover'; amount: number },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const order = await lockOrder(trx, payment.order_id);
  const businessDate = await getBusinessDate(trx, now);
  const posting = postPayment(loanStateOf(order), payment.kind, payment.amount, businessDate);
  await updateOrder(trx, order.id, { ...posting.order, updated_at: at });
  await insertLedgerEntry(trx, {
    payment_id: payment.id,
    order_id: order.id,
    user_id: payment.user_id,
    kind: posting.kind,
    amount: payment.amount,
    applied_amount: posting.appliedAmount,
    remainder_amount: posting.remainderAmount,
    allocation: JSON.stringify(posting.lines),
    balance_after: posting.balanceAfter,
    business_date: businessDate,
    posted_at: at,
  });
}
