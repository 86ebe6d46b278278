// Issue 42: a repayment plan offered on this overdue loan. The server says what it is (the sentence) and where its
// disclosure statement is; the borrower reads it and accepts or declines here. Accepted, the page moves to the plan's
// order; declined, the page reads the loan again. The total sent is the one shown: if the figures moved since (a
// new day), the server refuses and says so.
import { useState } from 'react';
import type { OrderDetails } from '@pautang/contract/loans';
import { moneyNotesText as text } from '../../../i18n/en/money-notes';
import { messages } from '../../../i18n/messages';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { navigate, openServerUrl } from '../../../lib/navigation';
import { decidePlan } from '../api/decide-plan';
import './plan-offer.css';

type Offer = NonNullable<OrderDetails['planOffer']>;

export function PlanOffer({
  order,
  offer,
  onDeclined,
}: {
  order: OrderDetails;
  offer: Offer;
  onDeclined: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const answer = (accept: 0 | 1) => {
    setBusy(true);
    setMessage('');
    decidePlan(order.orderId, accept, offer.totalAmount).then(
      (decided) => {
        if (accept === 1) {
          navigate(paths.loanDetail, { query: { orderId: decided.orderId, productId: order.productId } });
          return;
        }
        setBusy(false);
        onDeclined();
      },
      (error: unknown) => {
        setBusy(false);
        setMessage(error instanceof Error ? error.message : text.planFailed);
      },
    );
  };
  const read = () => {
    if (!openServerUrl(offer.disclosureUrl)) toast.fail(messages.urlNotAllowed);
  };
  return (
    <section className="order-detail-plan card" data-testid="plan-offer" aria-labelledby="plan-offer">
      <h3 id="plan-offer">{text.planTitle}</h3>
      <p>{offer.text}</p>
      <Button block onClick={read}>
        {text.planRead}
      </Button>
      <Button block variant="primary" disabled={busy} onClick={() => answer(1)}>
        {text.planAccept}
      </Button>
      <Button block disabled={busy} onClick={() => answer(0)}>
        {text.planDecline}
      </Button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
