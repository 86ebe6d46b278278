// How the chosen amount will be applied (issue 30): the server's preview, by the engine's allocation, asked again
// whenever the amount changes; an answer for an older amount is dropped.
import { useEffect, useState } from 'react';
import type { RepayPreview } from '@pautang/contract/repayment';
import { formatPeso } from '@pautang/contract/format/money';
import { paymentPreviewText as text } from '../../../i18n/en/payment-preview';
import { repayPreview } from '../api/repay-preview';

export function PaymentPreview(props: {
  orderId: string;
  productId: string;
  amount: number;
  /** The page's answer for the amount it opens with (in the first paint): not asked again. */
  opening: RepayPreview | null;
}) {
  const { orderId, productId, amount, opening } = props;
  const [preview, setPreview] = useState(opening?.amount === amount ? opening : null);
  useEffect(() => {
    if (opening?.amount === amount) {
      setPreview(opening);
      return;
    }
    let current = true;
    setPreview(null);
    repayPreview({ orderId, productId, amount }).then(
      (answer) => current && setPreview(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [orderId, productId, amount, opening]);
  if (!preview) return <div className="repay-card" aria-busy="true" />;
  const rows: [string, number][] = [
    [text.penalty, preview.penaltyAmount],
    [text.lateInterest, preview.lateInterestAmount],
    [text.other, preview.otherChargesAmount],
    [text.fees, preview.feesAmount],
    [text.interest, preview.interestAmount],
    [text.principal, preview.principalAmount],
  ];
  return (
    <section className="repay-card" data-testid="payment-preview" aria-live="polite">
      <p className="repay-head-label">{text.title}</p>
      <dl className="repay-rows">
        {rows
          .filter(([, value]) => value > 0)
          .map(([label, value]) => (
            <div key={label} className="repay-row">
              <dt>{label}</dt>
              <dd>{formatPeso(value)}</dd>
            </div>
          ))}
        <div className="repay-row">
          <dt>{text.balanceAfter}</dt>
          <dd data-testid="preview-balance">{formatPeso(preview.balanceAfterAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
