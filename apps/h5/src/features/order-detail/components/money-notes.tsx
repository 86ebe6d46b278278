// Order details' money notes (issue 40): which penalty waiver applies to the order (D3), and a refund balance the
// borrower may apply to it while it is overdue. Few orders show either, so these and their texts are a chunk of
// their own (lazy-parts.tsx), not part of the order page's script.
import { formatDate } from '@pautang/contract/format/date';
import type { OrderDetails } from '@pautang/contract/loans';
import { moneyNotesText as text } from '../../../i18n/en/money-notes';
import { fill } from '../../../i18n/messages';
import { PlanOffer } from './plan-offer';
import { RefundBalanceOffer } from './refund-balance-offer';

export function MoneyNotes({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  return (
    <>
      {order.waiverEffect && (
        <p className="order-detail-refund card" role="note" data-testid="waiver-effect">
          {order.waiverEffect === 'stopped'
            ? fill(text.waiverStopped, { date: formatDate(order.lateChargesStoppedOn, { dateOnly: true }) })
            : text.waiverGoesOn}
        </p>
      )}
      {order.refundBalanceAmount > 0 && <RefundBalanceOffer order={order} onApplied={onChanged} />}
      {order.planOffer && <PlanOffer order={order} offer={order.planOffer} onDeclined={onChanged} />}
    </>
  );
}
