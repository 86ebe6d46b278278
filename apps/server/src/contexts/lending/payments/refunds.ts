// Money a payment brought in that no loan took: an overpayment's remainder, or the whole of a code paid after its
// debt was gone (issue 25). It stays on the payment row (refund_amount) until staff return it through the payout
// rail (issue 28: contexts/lending/payouts refund-payouts.ts sets refunded_at when the rail confirms).
// The order page and the receipts both read refundOwed; staff read the list of everything owed.
import type { RefundOwed } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import type { Deps } from '../../../platform/deps';
import { channelName } from './channels';
import { refundsOwed, type PaymentRow } from './payments.repository';

/** What the payments brought in that no loan took and that is not returned yet, in centavos. */
export function refundOwed(payments: readonly PaymentRow[]): number {
  return payments.reduce((t, p) => t + (p.refunded_at === null ? p.refund_amount : 0), 0);
}

/**
 * What the borrower reads about a payment's refund once the rail paid it (issue 28): 'Refunded ₱350.00 to GCash
 * **** 4501 on 2026-11-25.' (Manila date); '' while nothing was refunded.
 */
export function refundedNote(
  payment: Pick<PaymentRow, 'refund_amount' | 'refunded_at' | 'refunded_to'>,
): string {
  if (payment.refunded_at === null || payment.refund_amount <= 0) return '';
  const to = payment.refunded_to ? ` to ${payment.refunded_to}` : '';
  const on = formatDate(new Date(payment.refunded_at), { dateOnly: true });
  return `Refunded ${formatPeso(payment.refund_amount)}${to} on ${on}.`;
}

/** A penalty waiver as the borrower reads it in their payment records (issue 28). */
export function waivedNote(amount: number, at: string): string {
  return `Late penalty of ${formatPeso(amount)} waived on ${formatDate(new Date(at), { dateOnly: true })}.`;
}

/** Every refund owed, oldest first, for staff. */
export async function listRefundsOwed(deps: Deps): Promise<RefundOwed[]> {
  const rows = await refundsOwed(deps.db, 500);
  return rows.map((r) => ({
    referenceNo: r.id,
    userId: r.user_id,
    borrowerName: r.full_name,
    phone: r.mobile_phone,
    orderId: r.order_id,
    channelName: channelName(r.channel),
    gatewayRef: r.gateway_ref,
    amount: r.amount,
    refundAmount: r.refund_amount,
    reason: r.refund_amount === r.amount && Number(r.has_ledger) === 0 ? 'stale' : 'overpaid',
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : '',
    ...refundStateOf(r),
  }));
}

/** Where a refund owed stands: a proposal waiting, a payout on its way (to which account), or a failed one (why). */
function refundStateOf(r: {
  refund_status: string | null;
  refund_note: string | null;
  approval_id: string | null;
}): Pick<RefundOwed, 'refundState' | 'refundNote'> {
  if (r.approval_id) return { refundState: 'awaiting-approval', refundNote: '' };
  if (r.refund_status === 'failed') return { refundState: 'failed', refundNote: r.refund_note ?? '' };
  // A paid refund marks the payment refunded, so it is not listed; any other status is on its way.
  if (r.refund_status) return { refundState: 'on-its-way', refundNote: r.refund_note ?? '' };
  return { refundState: 'owed', refundNote: '' };
}
