// Beyond the spec (issue 9): a pay code's status, refreshed from the gateway's own status call (never from the
// browser's word), and an order's receipts: reference, channel, amount, how it was applied, and the balance after.
import type { PaymentRecords, PaymentStatus, Receipt } from '@pautang/contract/repayment';
import { renewalStatements, type AllocationLine, type RenewalStatement } from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { findOrderForUser } from '../orders/orders.repository';
import { loanStateOf, ORDER_NOT_FOUND } from '../orders/orders.service';
import { channelName } from './channels';
import { refundedNote, refundOwed, waivedNote } from './refunds';
import { listWaivers } from '../waivers/waivers.repository';
import { applyGatewayStatus } from './payments.service';
import { findPayment, ledgerOf, paymentsOfOrder, type PaymentRow } from './payments.repository';

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

export const BUCKET_LABELS = {
  legalCharges: 'Legal charges',
  enforcementCosts: 'Enforcement costs',
  penalty: 'Late penalty',
  lateInterest: 'Late interest',
  fees: 'Fees',
  interest: 'Interest',
  principal: 'Principal',
} as const;

const statusOfRow = (row: PaymentRow): PaymentStatus => ({
  referenceNo: row.id,
  // Being opened reads as waiting for payment; a code whose debt changed reads as ended, like a voided one.
  status: row.status === 'opening' ? 'pending' : row.status,
  refundAmount: row.refunded_at === null ? row.refund_amount : 0,
  amount: row.amount,
  channelName: channelName(row.channel),
  expiresAt: new Date(row.expires_at).toISOString(),
  paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  refundNote: refundedNote(row),
});

export async function paymentStatus(deps: Deps, userId: string, referenceNo: string): Promise<PaymentStatus> {
  const row = await findPayment(deps.db, referenceNo);
  if (!row || row.user_id !== userId) throw notFound(PAYMENT_NOT_FOUND);
  if (row.status !== 'pending' && row.status !== 'cancelled') return statusOfRow(row);
  try {
    const confirmed = await deps.gateway.fetchStatus(row.id);
    await applyGatewayStatus(deps, row.id, confirmed, { refno: confirmed.refNo, status: 'asked' });
  } catch {
    // The gateway is unreachable: the borrower sees the status we know.
  }
  const fresh = await findPayment(deps.db, referenceNo);
  return statusOfRow(fresh ?? row);
}

export async function paymentRecords(
  deps: Deps,
  userId: string,
  orderId: string,
  productId: string,
): Promise<PaymentRecords> {
  const order = await findOrderForUser(deps.db, orderId, userId);
  if (!order || order.product_id !== productId) throw notFound(ORDER_NOT_FOUND);
  const [entries, payments, waivers] = await Promise.all([
    ledgerOf(deps.db, order.id),
    paymentsOfOrder(deps.db, order.id),
    listWaivers(deps.db, order.id),
  ]);
  const byId = new Map(payments.map((p) => [p.id, p]));
  const posted = new Set(entries.map((e) => e.payment_id));
  const now = deps.clock().getTime();
  // Each posted rollover's figures, rebuilt from the ledger through the engine (as its renewal statement is):
  // what its price paid for, and the due date it bought.
  const renewals =
    order.rollover_count > 0
      ? renewalStatements(
          loanStateOf(order),
          entries.map((e) => ({ kind: e.kind, amount: e.amount, businessDate: e.business_date })),
        )
      : [];
  let rollovers = 0;
  return {
    records: entries.map((e): Receipt => {
      const renewal = e.kind === 'rollover' ? renewals[rollovers++] : undefined;
      const payment = byId.get(e.payment_id);
      return {
        referenceNo: e.payment_id,
        payCode: payment?.gateway_ref ?? '',
        newDueOn: renewal?.schedule.maturityOn ?? '',
        kind: e.kind,
        channelName: channelName(payment?.channel ?? ''),
        amount: e.amount,
        appliedAmount: e.applied_amount,
        remainderAmount: e.remainder_amount,
        postedAt: new Date(e.posted_at).toISOString(),
        lines: linesOf(e.allocation, e.kind, e.amount - e.remainder_amount, renewal),
        balanceAfter: e.balance_after,
        refundNote: refundNoteOf(payment),
      };
    }),
    pending: payments
      .filter((p) => p.status === 'pending' && Date.parse(p.expires_at) > now)
      .map(statusOfRow),
    refunds: payments.filter((p) => p.status === 'paid' && !posted.has(p.id)).map(statusOfRow),
    refundAmount: refundOwed(payments),
    waivers: waivers.map((w) => ({ note: waivedNote(w.amount, w.at), amount: w.amount, mode: w.mode })),
  };
}

const refundNoteOf = (payment: PaymentRow | undefined) => (payment ? refundedNote(payment) : '');

const ROLLOVER_LABELS = {
  interestAmount: 'Rollover: interest to the old due date',
  penaltyAmount: 'Rollover: late penalty',
  lateInterestAmount: 'Rollover: late interest',
} as const;

/**
 * Allocation lines summed by bucket, in the order they were applied. A rollover's price comes first, in the
 * parts it paid (the engine's figures for the day it was paid), or as one line if they do not add up to it.
 */
function linesOf(
  allocation: unknown,
  kind: string,
  applied: number,
  renewal: RenewalStatement | undefined,
): Receipt['lines'] {
  const lines = Array.isArray(allocation) ? (allocation as AllocationLine[]) : [];
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.bucket, (sums.get(line.bucket) ?? 0) + line.amount);
  const out = [...sums].map(([bucket, amount]) => ({
    label: (BUCKET_LABELS as Record<string, string>)[bucket] ?? bucket,
    amount,
  }));
  const allocated = out.reduce((t, l) => t + l.amount, 0);
  const price = applied - allocated;
  if (kind !== 'rollover' || price <= 0) return out;
  if (renewal?.priceAmount !== price) return [{ label: 'Rollover', amount: price }, ...out];
  const parts = (Object.keys(ROLLOVER_LABELS) as (keyof typeof ROLLOVER_LABELS)[])
    .map((key) => ({ label: ROLLOVER_LABELS[key], amount: renewal[key] }))
    .filter((part) => part.amount > 0);
  return [...parts, ...out];
}
