// Issue 40: money owed back to the borrower (on any of their orders) offered against this overdue loan, which is
// accruing late charges meanwhile. Applied only when they tap, and then once (the server locks the balance).
import { useState } from 'react';
import type { OrderDetails } from '@pautang/contract/loans';
import { formatPeso } from '@pautang/contract/format/money';
import { moneyNotesText as text } from '../../../i18n/en/money-notes';
import { fill } from '../../../i18n/messages';
import { applyRefundBalance } from '../api/apply-refund-balance';

export function RefundBalanceOffer({ order, onApplied }: { order: OrderDetails; onApplied: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const amount = formatPeso(order.refundBalanceAmount);
  const apply = () => {
    setBusy(true);
    applyRefundBalance(order.orderId, order.productId).then(
      (applied) => {
        setMessage(fill(text.refundBalanceApplied, { amount: formatPeso(applied.appliedAmount) }));
        onApplied();
      },
      (error: unknown) => {
        setBusy(false);
        setMessage(error instanceof Error ? error.message : text.refundBalanceFailed);
      },
    );
  };
  return (
    <section className="order-detail-refund card" data-testid="refund-balance-offer">
      <p>{fill(text.refundBalanceOffer, { amount })}</p>
      <button type="button" className="button" disabled={busy} onClick={apply}>
        {fill(text.refundBalanceApply, { amount })}
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
