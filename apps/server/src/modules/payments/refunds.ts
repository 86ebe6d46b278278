// Money a payment brought in that no loan took: an overpayment's remainder, or the whole of a code paid after its
// debt was gone (issue 25). It stays on the payment row (refund_amount) until staff return it (refunded_at).
// The order page and the receipts both read refundOwed; staff read the list of everything owed.
import type { RefundOwed } from '@pautang/contract/back-office';
import type { Deps } from '../../deps';
import { channelName } from './channels';
import { refundsOwed, type PaymentRow } from './payments.repository';

/** What the payments brought in that no loan took and that is not returned yet, in centavos. */
export function refundOwed(payments: readonly PaymentRow[]): number {
  return payments.reduce((t, p) => t + (p.refunded_at === null ? p.refund_amount : 0), 0);
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
  }));
}
