// Pay codes and postbacks (spec 2 §4.5, §7). A code is opened at the gateway for the exact amount the engine
// says is payable; money moves only when a postback arrives, is signed with our secret, and the gateway's own
// status call confirms it for the same amount. The ledger entry, the order's new state, the payment's status
// and the postback record commit together, and a payment reaches the ledger once (unique payment_id), so a
// replay, a reordering or a late failure after a success changes nothing.
import { randomInt } from 'node:crypto';
import type { GenerateVcode, GenerateVcodeRequestSchema } from '@pautang/contract/repayment';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import {
  accrue,
  allocatePayment,
  payableRange,
  payoffQuote,
  quoteRollover,
  type LoanState,
} from '@pautang/loan-engine';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import type { OrdersTable, PaymentsTable } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { emitLendingEvent } from '../events';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { findOrderForUser, updateOrder } from '../orders/orders.repository';
import { ACTIVE_STATUSES, loanStateOf, ORDER_NOT_FOUND, orderUrl, statusOf } from '../orders/orders.service';
import { findChannel, type Channel } from './channels';
import type { GatewayStatus, PaymentStatusAnswer, Postback } from '../../../platform/payment-gateway/gateway';
import { postPayment } from './loan-posting';
import {
  postingBatch,
  postLoanPayment,
  postRecovery,
  postStalePayment,
  type CollectionSource,
} from '../../accounting/index';
import { syncOrderBooks } from '../orders/order-books';
import {
  cancelLiveCodes,
  findPayment,
  insertLedgerEntry,
  insertPayment,
  lockLiveCode,
  lockOrder,
  lockPayment,
  markOpened,
  recordPostback,
  updatePayment,
  type PaymentRow,
} from './payments.repository';

export const PAYMENT_MESSAGES = {
  unknownChannel: 'Please choose a payment channel.',
  nothingToPay: 'This order has nothing to pay now.',
  wrongAmount: 'The amount does not match what is payable today. Please reload the page.',
  outsideChannel: 'This channel does not take this amount. Please choose another channel.',
  rolloverRefused: 'This loan cannot be rolled over now.',
  gatewayDown: 'The payment service is busy. Please try again in a moment.',
  debtChanged: 'What you owe changed while the code was being made. Please reload the page.',
} as const;

/** Refusals of a chosen amount (issue 30), with the figures of the day filled in. */
export const AMOUNT_MESSAGES = {
  belowMinimum: (min: number) => `The smallest payment is ${formatPeso(min)}.`,
  wholeBalance: (balance: number) => `Please pay your whole balance of ${formatPeso(balance)}.`,
  aboveMaximum: (max: number) =>
    `The most you can pay today is ${formatPeso(max)}, which pays off your loan.`,
  // Issue 40, D1: before the prepayment window the most payable does not close the loan (interest not yet earned
  // is never taken, and early payoff opens later).
  aboveEarned: (max: number) =>
    `The most you can pay today is ${formatPeso(max)}: interest is taken only for the days you have had the loan.`,
} as const;

/**
 * Refuses a repayment amount outside today's range: at least ₱50 (the whole balance when it is smaller), at most
 * what settles the loan today (engine's payableRange).
 */
export function assertAmountInRange(loan: LoanState, amount: number, businessDate: string): void {
  const range = payableRange(loan, businessDate);
  if (range.maxAmount === 0) throw new AppError(ErrorCode.Conflict, PAYMENT_MESSAGES.nothingToPay);
  if (amount > range.maxAmount) {
    const settles = payoffQuote(loan, businessDate).allowed;
    throw invalid((settles ? AMOUNT_MESSAGES.aboveMaximum : AMOUNT_MESSAGES.aboveEarned)(range.maxAmount));
  }
  if (amount < range.minAmount) {
    throw invalid(
      range.minAmount < range.maxAmount
        ? AMOUNT_MESSAGES.belowMinimum(range.minAmount)
        : AMOUNT_MESSAGES.wholeBalance(range.maxAmount),
    );
  }
}

const newTxnId = () => `PTX${String(randomInt(0, 1e12)).padStart(12, '0')}`;

/** A code is given again (a double tap) only while this long is left before it expires. */
const REUSE_MARGIN_MS = 10 * 60_000;
/** How long a tap waits for the same code another tap is opening at the gateway. */
const OPENING_WAIT_MS = 20_000;

type Purpose = PaymentRow['purpose'];

/**
 * Which debt a code pays: the rollover price, the amount due, or (an amount that clears everything while less is
 * due) an early payoff. At most one code per order and purpose is live: the database holds it.
 */
export function purposeOf(
  order: Selectable<OrdersTable>,
  kind: 'repay' | 'rollover',
  amount: number,
  businessDate: string,
): Purpose {
  if (kind === 'rollover') return 'rollover';
  const accrual = accrue(loanStateOf(order), businessDate);
  return amount >= accrual.outstandingAmount && amount > accrual.dueAmount ? 'payoff' : 'due';
}

/**
 * Opens (or gives again) the one live code for this order and purpose. Taps are serialized on the order row, and
 * the partial unique index payments_one_live_code refuses a second live code whatever the code does. The gateway
 * is called outside the transaction: the row is inserted as 'opening' first, then becomes 'pending' once the
 * gateway answered; other taps meanwhile wait for it and answer the same code.
 */
export async function generateVcode(
  deps: Deps,
  userId: string,
  input: z.output<typeof GenerateVcodeRequestSchema>,
  /** The session parameters the page came with: the gateway sends the borrower back to order details with them. */
  carried: Record<string, string> = {},
): Promise<GenerateVcode> {
  const order = await findOrderForUser(deps.db, input.orderId, userId);
  if (!order || order.product_id !== input.productId) throw notFound(ORDER_NOT_FOUND);
  const channel = findChannel(input.channelNumber);
  if (!channel) throw invalid(PAYMENT_MESSAGES.unknownChannel);
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw invalid(PAYMENT_MESSAGES.outsideChannel);
  }
  const now = deps.clock();
  const at = now.toISOString();
  const kind: 'repay' | 'rollover' = input.isDelay === 1 ? 'rollover' : 'repay';

  const step = await reserveCode(deps, {
    userId,
    orderId: order.id,
    kind,
    channel,
    amount: input.amount,
    now,
  });
  await voidAtGateway(deps, step.toVoid);
  if (step.reuse) return answerOf(step.reuse);
  if (step.waitFor) return answerOf(await waitUntilOpened(deps, step.waitFor));
  const row = step.created;
  if (!row) throw new Error('reserveCode answered nothing');

  let created;
  try {
    created = await deps.gateway.createPayment({
      txnId: row.id,
      amount: row.amount,
      description: `${deps.config.company.appName} loan ${order.id}`,
      // The borrower has no e-mail on file; the gateway's receipt goes to our support desk.
      email: deps.config.company.email,
      channel: channel.channelNumber,
      expiresAt: new Date(row.expires_at),
      returnUrl: orderUrl(deps.config.publicOrigin, order.id, order.product_id, carried),
    });
  } catch (error) {
    await updatePayment(deps.db, row.id, { status: 'failed', updated_at: deps.clock().toISOString() });
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.Internal, PAYMENT_MESSAGES.gatewayDown);
  }
  const opened = { gateway_ref: created.refNo, pay_url: created.payUrl, updated_at: at };
  if (!(await markOpened(deps.db, row.id, opened))) {
    // A payment posted to the order while the gateway was opening this code: its debt is gone.
    await voidAtGateway(deps, [row.id]);
    throw new AppError(ErrorCode.Conflict, PAYMENT_MESSAGES.debtChanged);
  }
  return answerOf({ ...row, ...opened });
}

/** What a tap does once the order's lock is released: answer a live code, wait for one, or open `created`. */
type Reserved = {
  toVoid: string[];
  reuse?: PaymentRow;
  waitFor?: string;
  created?: Insertable<PaymentsTable> & { status: 'opening'; created_at: string };
};

/** Under the order's lock: the live code is given again, awaited, or replaced by a new 'opening' row. */
async function reserveCode(
  deps: Deps,
  r: {
    userId: string;
    orderId: string;
    kind: 'repay' | 'rollover';
    channel: Channel;
    amount: number;
    now: Date;
  },
): Promise<Reserved> {
  const at = r.now.toISOString();
  return deps.db.transaction().execute(async (trx): Promise<Reserved> => {
    const order = await lockOrder(trx, r.orderId);
    const businessDate = await getBusinessDate(trx, r.now);
    assertPayable(order, r.kind, r.amount, businessDate);
    const purpose = purposeOf(order, r.kind, r.amount, businessDate);
    const live = await lockLiveCode(trx, order.id, purpose);
    const toVoid: string[] = [];
    if (live?.status === 'opening') return { toVoid, waitFor: live.id };
    if (
      live &&
      live.channel === r.channel.channelNumber &&
      live.amount === r.amount &&
      Date.parse(live.expires_at) > r.now.getTime() + REUSE_MARGIN_MS
    ) {
      return { toVoid, reuse: live };
    }
    // Another channel or amount, or a code about to expire: the old code dies, so only one can be paid.
    if (live) toVoid.push(...(await cancelLiveCodes(trx, { orderId: order.id, purpose }, at)));
    const created = {
      id: newTxnId(),
      user_id: r.userId,
      order_id: order.id,
      kind: r.kind,
      purpose,
      channel: r.channel.channelNumber,
      amount: r.amount,
      status: 'opening' as const,
      quoted_on: businessDate,
      gateway: deps.gateway.name,
      gateway_ref: '',
      pay_url: '',
      expires_at: new Date(r.now.getTime() + r.channel.expiryHours * 3_600_000).toISOString(),
      paid_at: null,
      created_at: at,
      updated_at: at,
    };
    await insertPayment(trx, created);
    return { toVoid, created };
  });
}

/** Another tap is opening this code at the gateway: its answer is this tap's too. */
async function waitUntilOpened(deps: Deps, id: string): Promise<PaymentRow> {
  const until = Date.now() + OPENING_WAIT_MS;
  for (;;) {
    const row = await findPayment(deps.db, id);
    if (row?.status === 'pending') return row;
    if (!row || row.status !== 'opening' || Date.now() > until) {
      throw new AppError(ErrorCode.Internal, PAYMENT_MESSAGES.gatewayDown);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Codes whose debt changed are voided at the gateway, so the payer can no longer pay them. Best effort: one the
 * gateway could not void (or that was paid meanwhile) still has its postback handled, and its money refunded.
 */
export async function voidAtGateway(deps: Deps, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        await deps.gateway.voidPayment(id);
      } catch {
        // The gateway could not be reached: the code is cancelled on our side, and if it is paid all the same
        // its postback puts the money in the borrower's refund balance, never on the loan.
      }
    }),
  );
}

/**
 * Refuses an amount the engine would not apply today in full: a rollover must be its exact price; a repayment
 * any amount from ₱50 to what settles the loan today, on any day (the engine's allocation applies it whole).
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
  assertAmountInRange(loan, amount, businessDate);
  if (allocatePayment(loan, amount, businessDate).remainderAmount > 0) {
    throw invalid(PAYMENT_MESSAGES.wrongAmount);
  }
}

const answerOf = (row: {
  pay_url: string;
  id: string;
  expires_at: string;
  amount: number;
}): GenerateVcode => ({
  payUrl: row.pay_url,
  referenceNo: row.id,
  expiresAt: new Date(row.expires_at).toISOString(),
  amount: row.amount,
});

export type PostbackOutcome =
  | 'posted'
  | 'duplicate'
  | 'failed'
  | 'expired'
  | 'pending'
  | 'ignored-after-success'
  | 'amount-mismatch'
  | 'refund-stale';

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
 * success changes nothing. A success for a code whose debt no longer exists (cancelled when the order was paid
 * another way) posts nothing to the loan: the whole amount is owed back to the borrower. `seen` is what arrived
 * (a postback, or the borrower asking).
 */
export async function applyGatewayStatus(
  deps: Deps,
  paymentId: string,
  confirmed: PaymentStatusAnswer,
  seen: { refno: string; status: string },
): Promise<PostbackOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockPayment(trx, paymentId);
    if (!locked) throw new Error('payment vanished');
    const toVoid: string[] = [];
    const record = (outcome: PostbackOutcome) =>
      recordPostback(trx, {
        payment_id: locked.id,
        gateway_ref: seen.refno,
        status: seen.status,
        confirmed_status: confirmed.status,
        outcome,
        received_at: at,
      }).then(() => ({ outcome, toVoid }));

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
      if (locked.status === 'cancelled') {
        await updatePayment(trx, locked.id, {
          status: 'paid',
          paid_at: at,
          refund_amount: locked.amount,
          updated_at: at,
        });
        await postStalePayment(trx, {
          businessDate: await getBusinessDate(trx, now),
          at,
          orderId: locked.order_id,
          paymentId: locked.id,
          amount: locked.amount,
        });
        return record('refund-stale');
      }
      toVoid.push(...(await postToLedger(trx, locked, now)));
      return record('posted');
    }
    const failure = FINAL_FAILURES[confirmed.status];
    if (failure && (locked.status === 'pending' || locked.status === 'opening')) {
      await updatePayment(trx, locked.id, { status: failure, updated_at: at });
      return record(failure);
    }
    return record(failure ?? 'pending');
  });
  if (result.outcome === 'posted') deps.metrics.paymentsPosted.inc({ source: 'gateway' });
  await voidAtGateway(deps, result.toVoid);
  return result.outcome;
}

/**
 * Money moves here only: the order (locked) is posted through the engine, the ledger entry for the payment is
 * written, the payment is marked paid (what the loan could not take is owed back), and every other live code of
 * the order is cancelled, all in the caller's transaction. The unique payment_id keeps a payment from reaching
 * the ledger twice. A code paid before it expires is posted as of the day its amount was quoted: the amount it
 * promised settles what it promised (DECISIONS: code pricing). Answers the codes to void at the gateway once the
 * transaction has committed.
 */
export async function postToLedger(
  trx: Db,
  payment: {
    id: string;
    order_id: string;
    user_id: string;
    kind: 'repay' | 'rollover';
    amount: number;
    quoted_on?: string | null;
    expires_at?: string;
  },
  now: Date,
  /** Where the money came from: the gateway's collection account, the card rail's, or the borrower's refund balance. */
  from: CollectionSource = 'gateway',
): Promise<string[]> {
  const at = now.toISOString();
  const order = await lockOrder(trx, payment.order_id);
  const businessDate = await getBusinessDate(trx, now);
  // The day the payment is applied on: its quote's, when a code is paid before it expires. The ledger keeps it, so
  // replaying the ledger (renewal statements) takes the same steps.
  const inTime = payment.expires_at !== undefined && Date.parse(payment.expires_at) > now.getTime();
  const appliedOn =
    payment.quoted_on && payment.quoted_on < businessDate && inTime ? payment.quoted_on : businessDate;
  // The books first catch up with the days since the loan's last event, so the payment's entry is the payment only.
  const books = { businessDate, at };
  const writtenOff = order.written_off_on !== null;
  // The payment's entries are written together, in one statement, when its books are done (postingBatch).
  const posting = await postingBatch(trx, async () => {
    if (!writtenOff) {
      await syncOrderBooks(trx, order, {
        ...books,
        cause: 'accrual',
        source: `payment:${payment.id}:before`,
      });
    }
    const posting = postPayment(loanStateOf(order), payment.kind, payment.amount, businessDate, appliedOn);
    const after = await updateOrder(trx, order.id, posting.order, at);
    if (writtenOff) {
      // A loan written off is still paid down as the engine says, but the books hold none of it: a recovery.
      await postRecovery(trx, {
        ...books,
        orderId: order.id,
        paymentId: payment.id,
        from,
        amount: payment.amount,
        remainderAmount: posting.remainderAmount,
      });
      return posting;
    }
    await postLoanPayment(trx, {
      ...books,
      orderId: order.id,
      paymentId: payment.id,
      from,
      amount: payment.amount,
      paid: posting.paid,
      kind: posting.kind === 'rollover' ? 'rollover' : 'payment',
    });
    // What the payment changed beyond what it paid: a rollover's new period, interest no longer due on a payoff.
    if (!after) throw new Error(`order ${order.id} was not written`);
    await syncOrderBooks(trx, after, {
      ...books,
      cause: posting.kind === 'rollover' ? 'rollover' : 'payment',
      source: `payment:${payment.id}:after`,
    });
    return posting;
  });
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
    business_date: appliedOn,
    posted_at: at,
  });
  await emitLendingEvent(trx, now, {
    type: 'payment.posted',
    payload: {
      id: payment.id,
      userId: payment.user_id,
      orderId: order.id,
      productId: order.product_id,
      kind: posting.kind,
      amount: payment.amount,
      balanceAfter: posting.balanceAfter,
      dueOn: posting.maturityAfter,
    },
  });
  await updatePayment(trx, payment.id, {
    status: 'paid',
    paid_at: at,
    refund_amount: posting.remainderAmount,
    updated_at: at,
  });
  return cancelLiveCodes(trx, { orderId: order.id, exceptId: payment.id }, at);
}
