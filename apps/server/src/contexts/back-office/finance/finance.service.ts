// Finance in the back office (issue 28): the payouts board (in flight, failed, the day's totals per rail), a failed
// payout sent again or returned, a refund proposed under maker-checker, and the daily reconciliation of the
// gateway's settled transactions against our book. Every action and every view of borrowers' names is audited.
import type {
  ConsolePayout,
  OutgoingDifference,
  OutgoingReconciliation,
  PayoutBoard,
  Reconciliation,
  ReconciliationDifference,
} from '@pautang/contract/finance';
import { PAYOUT_RAILS } from '@pautang/contract/finance';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import { id as idSchema } from '@pautang/contract/primitives';
import type { ActionOutcome } from '@pautang/contract/staff';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { GatewayError, manilaDayRange } from '../../../platform/payment-gateway/gateway';
import { PayoutError } from '../../../platform/payout/payout';
import type { Agent } from '../../staff/index';
import { submitAction } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import { getBusinessDate } from '../../staff/index';
import { updateOrder } from '../../lending/index';
import { statusOf } from '../../lending/index';
import { lockOrder } from '../../lending/index';
import { payoutTexts } from '../../lending/index';
import { accountLabel, payoutAccountOf, submitPayout } from '../../lending/index';
import { REFUND_NO_ACCOUNT, REFUND_NOT_OWED, REFUND_UNDER_WAY } from '../../lending/index';
import { liveRefundOfPayment } from '../../lending/index';
import {
  bookPaymentsOf,
  failedPayouts,
  findFinancePayout,
  inFlightPayouts,
  latestPayoutOfOrder,
  paidBetween,
  paidTotalsPerRail,
  outgoingOfDay,
  paymentWithBorrower,
  refundTotalsPerRail,
  type BookPaymentRow,
  type FinancePayoutRow,
} from './finance.repository';
import { markPayoutReturned } from '../../lending/index';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : '');
/** The Manila calendar day of an instant, 'YYYY-MM-DD'. */
export const manilaDayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

function payoutOf(row: FinancePayoutRow): ConsolePayout {
  return {
    id: row.id,
    orderId: row.order_id,
    userId: row.user_id,
    borrowerName: row.full_name,
    accountLabel: row.account_label,
    rail: row.rail,
    amount: row.amount,
    status: row.status === 'paid' ? 'pending' : row.status,
    gatewayRef: row.gateway_ref,
    attempts: row.attempts,
    failureKind: row.status === 'failed' ? row.failure_kind : null,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function payoutBoard(deps: Deps, agent: Agent): Promise<PayoutBoard> {
  const now = deps.clock();
  const day = manilaDayOf(now);
  const { from, to } = manilaDayRange(day);
  const [inFlight, failed, totals, refundTotals] = await Promise.all([
    inFlightPayouts(deps.db),
    failedPayouts(deps.db),
    paidTotalsPerRail(deps.db, from, to),
    refundTotalsPerRail(deps.db, from, to),
  ]);
  // Borrowers' names are personal data: the view is recorded.
  await recordAudit(
    deps.db,
    agent,
    { action: 'payouts.viewed', subjectKind: 'payouts', subjectId: day },
    now,
  );
  return {
    day,
    inFlight: inFlight.map(payoutOf),
    failed: failed.map(payoutOf),
    totals: PAYOUT_RAILS.map((rail) => totals.find((t) => t.rail === rail) ?? { rail, count: 0, amount: 0 }),
    refundTotals: PAYOUT_RAILS.map(
      (rail) => refundTotals.find((t) => t.rail === rail) ?? { rail, count: 0, amount: 0 },
    ),
  };
}

/** A payout finance may act on: failed, not returned, and still its order's latest, or a Conflict saying why. */
async function failedPayout(deps: Deps, payoutId: string): Promise<FinancePayoutRow> {
  // An id no payout can have (a NUL fails in PostgreSQL) reads as not found, like an unknown one.
  const row = idSchema.safeParse(payoutId).success ? await findFinancePayout(deps.db, payoutId) : undefined;
  if (!row) throw notFound();
  if (row.status !== 'failed' || row.returned_at !== null) {
    throw new AppError(ErrorCode.Conflict, 'Only a failed payout that was not returned can be acted on.');
  }
  return row;
}

const NOT_LATEST = 'This payout is no longer its order’s latest: it was sent again, returned or paid since.';

/**
 * Sends a failed payout again, through the payouts' own submit path: the order is reopened (a final failure had
 * failed it) with the order locked, then submitPayout sends it once (it holds one payout per order on its way).
 */
export async function retryPayout(deps: Deps, agent: Agent, payoutId: string): Promise<{ outcome: string }> {
  const payout = await failedPayout(deps, payoutId);
  const now = deps.clock();
  const at = now.toISOString();
  const reopened = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, payout.order_id);
    const latest = await latestPayoutOfOrder(trx, order.id);
    if (latest?.id !== payout.id || latest.returned_at !== null || order.disbursed_on !== null) return false;
    if (order.disbursement_failed || order.status_override !== null) {
      const changes = { disbursement_failed: false, status_override: null, payout_failure: '' };
      const businessDate = await getBusinessDate(trx, now);
      await updateOrder(
        trx,
        order.id,
        { ...changes, status: statusOf({ ...order, ...changes }, businessDate) },
        at,
      );
    }
    return true;
  });
  if (!reopened) throw new AppError(ErrorCode.Conflict, NOT_LATEST);
  const outcome = await submitPayout(deps, payout.order_id);
  if (outcome === 'not-awaiting') {
    throw new AppError(ErrorCode.Conflict, 'This payout is already being sent again.');
  }
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'payout.retried',
      subjectKind: 'payout',
      subjectId: payout.id,
      borrowerId: payout.user_id,
      before: { status: 'failed', failureReason: payout.failure_reason },
      after: { outcome },
      note: `Order ${payout.order_id}: ${outcome}`,
    },
    now,
  );
  return { outcome };
}

/**
 * Gives up on a failed payout: the loan is not paid out, the order fails (110) and the borrower reads why, as for
 * a payout the rail refused for good. Once, with the order locked.
 */
export async function returnPayout(
  deps: Deps,
  agent: Agent,
  payoutId: string,
  reason: string,
): Promise<{ orderId: string }> {
  const payout = await failedPayout(deps, payoutId);
  const now = deps.clock();
  const at = now.toISOString();
  const message = payoutTexts.finalFailure(payout.account_label, payout.failure_reason);
  const returned = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, payout.order_id);
    const latest = await latestPayoutOfOrder(trx, order.id);
    if (latest?.id !== payout.id || order.disbursed_on !== null) return false;
    if (!(await markPayoutReturned(trx, payout.id, at))) return false;
    const changes = {
      status_override: null,
      disbursement_failed: true,
      payout_failure: message,
      card_need_pop: 0,
    };
    const businessDate = await getBusinessDate(trx, now);
    await updateOrder(
      trx,
      order.id,
      { ...changes, status: statusOf({ ...order, ...changes }, businessDate) },
      at,
    );
    return true;
  });
  if (!returned) throw new AppError(ErrorCode.Conflict, NOT_LATEST);
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'payout.returned',
      subjectKind: 'payout',
      subjectId: payout.id,
      borrowerId: payout.user_id,
      before: { status: 'failed', failureReason: payout.failure_reason },
      after: { returned: true, borrowerReads: message },
      note: reason.trim() || `Order ${payout.order_id} not paid out`,
    },
    now,
  );
  return { orderId: payout.order_id };
}

/**
 * Proposes refunding what a payment brought in that no loan took, to the borrower's bound account through the
 * payout rail: carried out at once within APPROVAL_REFUND_ABOVE, else waiting for a second finance member.
 */
export async function proposeRefund(deps: Deps, agent: Agent, paymentId: string): Promise<ActionOutcome> {
  const payment = idSchema.safeParse(paymentId).success
    ? await paymentWithBorrower(deps.db, paymentId)
    : undefined;
  if (!payment) throw notFound();
  if (payment.status !== 'paid' || payment.refunded_at !== null || payment.refund_amount <= 0) {
    throw new AppError(ErrorCode.Conflict, REFUND_NOT_OWED);
  }
  if (await liveRefundOfPayment(deps.db, payment.id))
    throw new AppError(ErrorCode.Conflict, REFUND_UNDER_WAY);
  const account = await payoutAccountOf(deps.db, payment.user_id);
  if (!account) throw new AppError(ErrorCode.Conflict, REFUND_NO_ACCOUNT);
  const amount = payment.refund_amount;
  return submitAction(deps, agent, {
    kind: 'refund',
    payload: { paymentId: payment.id, amount },
    amount,
    summary: `Refund ${formatPeso(amount)} to ${payment.full_name} (${accountLabel(account)}) for payment ${payment.id}`,
    subjectKind: 'payment',
    subjectId: payment.id,
    borrowerId: payment.user_id,
  });
}

/** Money that reached our book: posted to a loan, or held for a refund (a code paid after its debt was gone). */
const posted = (p: BookPaymentRow) => p.status === 'paid' && (Boolean(p.on_ledger) || p.refund_amount > 0);

/** The transactions of each kind one reconciliation asks the payout rail about; the rest are counted unchecked. */
export const OUTGOING_CHECK_LIMIT = 200;

/**
 * A day's loan payouts or refunds against the payout rail (issue 40), each asked of the rail by its txnid (the rail
 * has no day report): paid in our book but not at the rail, paid at the rail but not in our book, or another
 * amount.
 */
async function reconcileOutgoing(
  deps: Deps,
  kind: OutgoingReconciliation['kind'],
  from: string,
  to: string,
): Promise<OutgoingReconciliation> {
  const rows = await outgoingOfDay(deps.db, kind, from, to, OUTGOING_CHECK_LIMIT + 1);
  const checked = rows.slice(0, OUTGOING_CHECK_LIMIT);
  const answers = await Promise.all(
    checked.map((row) =>
      deps.payout.fetchStatus(row.id).catch((error: unknown) => {
        if (error instanceof PayoutError) {
          throw new AppError(ErrorCode.Unavailable, `The payout rail could not be asked: ${error.message}.`);
        }
        throw error;
      }),
    ),
  );
  const differences: OutgoingDifference[] = [];
  let matched = 0;
  let railCount = 0;
  let railAmount = 0;
  checked.forEach((row, i) => {
    const answer = answers[i];
    const railPaid = answer?.status === 'S';
    const railAmt = answer?.amount ?? null;
    if (railPaid) {
      railCount++;
      railAmount += railAmt ?? row.amount;
    }
    const common = {
      referenceNo: row.id,
      railRef: answer?.refNo ?? row.gateway_ref,
      railStatus: answer?.status ?? '',
      bookStatus: row.status,
      bookAmount: row.amount,
      railAmount: railAmt,
      orderId: row.order_id,
      borrowerName: row.full_name,
    };
    const bookPaid = row.status === 'paid';
    if (bookPaid && !railPaid) differences.push({ ...common, kind: 'not-paid-at-rail' });
    else if (!bookPaid && railPaid) differences.push({ ...common, kind: 'not-in-book' });
    else if (bookPaid && railAmt !== null && railAmt !== row.amount)
      differences.push({ ...common, kind: 'amount-differs' });
    else if (bookPaid) matched++;
  });
  const paid = checked.filter((r) => r.status === 'paid');
  return {
    kind,
    bookCount: paid.length,
    bookAmount: paid.reduce((t, r) => t + r.amount, 0),
    railCount,
    railAmount,
    matched,
    differences,
    unchecked: rows.length - checked.length,
  };
}

/**
 * The gateway's settled transactions of a Manila day against our book's payments through it: each difference
 * listed (paid at the gateway but not posted; posted but not settled at the gateway; the amounts differ).
 */
export async function reconciliation(deps: Deps, agent: Agent, day: string): Promise<Reconciliation> {
  const { from, to } = manilaDayRange(day);
  const gatewayName = deps.gateway.name;
  let settled;
  try {
    settled = await deps.gateway.settledTransactions(day);
  } catch (error) {
    if (error instanceof GatewayError) {
      throw new AppError(ErrorCode.Unavailable, `The gateway's report could not be read: ${error.message}.`);
    }
    throw error;
  }
  const book = await paidBetween(deps.db, gatewayName, from, to);
  const byId = new Map(book.map((p) => [p.id, p]));
  const missing = settled.map((s) => s.txnId).filter((txnId) => !byId.has(txnId));
  for (const p of await bookPaymentsOf(deps.db, gatewayName, missing)) byId.set(p.id, p);

  const differences: ReconciliationDifference[] = [];
  const seen = new Set<string>();
  let matched = 0;
  for (const s of settled) {
    seen.add(s.txnId);
    const p = byId.get(s.txnId);
    const common = {
      referenceNo: s.txnId,
      gatewayRef: s.refNo,
      gatewayAmount: s.amount,
      orderId: p?.order_id ?? null,
      borrowerName: p?.full_name ?? '',
      at: s.settledAt,
    };
    if (!p || !posted(p)) differences.push({ ...common, kind: 'not-posted', bookAmount: null });
    else if (p.amount !== s.amount)
      differences.push({ ...common, kind: 'amount-differs', bookAmount: p.amount });
    else matched++;
  }
  for (const p of book) {
    if (seen.has(p.id) || !posted(p)) continue;
    differences.push({
      kind: 'not-settled',
      referenceNo: p.id,
      gatewayRef: p.gateway_ref,
      gatewayAmount: null,
      bookAmount: p.amount,
      orderId: p.order_id,
      borrowerName: p.full_name,
      at: p.paid_at ? iso(p.paid_at) : null,
    });
  }
  const bookPosted = book.filter(posted);
  const outgoing = [
    await reconcileOutgoing(deps, 'payouts', from, to),
    await reconcileOutgoing(deps, 'refunds', from, to),
  ];
  const outgoingDifferences = outgoing.reduce((n, o) => n + o.differences.length, 0);
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'reconciliation.viewed',
      subjectKind: 'reconciliation',
      subjectId: day,
      note: `${differences.length} difference(s) with the gateway, ${outgoingDifferences} with the payout rail`,
    },
    deps.clock(),
  );
  return {
    day,
    gateway: gatewayName,
    gatewayCount: settled.length,
    gatewayAmount: settled.reduce((t, s) => t + s.amount, 0),
    bookCount: bookPosted.length,
    bookAmount: bookPosted.reduce((t, p) => t + p.amount, 0),
    matched,
    differences,
    outgoing,
  };
}
