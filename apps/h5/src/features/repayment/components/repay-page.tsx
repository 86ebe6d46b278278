// Instalment repayment (spec 2 §2.4): 'Repayment date' and the amount due today, the product, the detail list
// folded to its first 2 rows ('more' / 'hide'), the instruction image, the default pay-code card, and the
// 'Payment Method' sheet.
import { useState } from 'react';
import type { InstalmentInfo } from '@pautang/contract/repayment';
import { INSTALMENT_DETAIL_FOLD } from '@pautang/contract/constants';
import { formatDate } from '@pautang/contract/format/date';
import { centavosFromDecimal, decimalPesos, formatPeso } from '@pautang/contract/format/money';
import { LoadError } from '../../../components/load-error';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';
import { useInstalmentInfo } from '../api/get-repay-info';
import { HowToPay } from './how-to-pay';
import { LazyPaymentPreview } from './lazy-payment-preview';
import { PayCodeCard } from './pay-code-card';
import { PayFooter } from './pay-footer';
import './repayment.css';

export function RepayPage({ orderId, productId }: { orderId: string; productId: string }) {
  const { data, error, reload } = useInstalmentInfo(orderId, productId);
  if (!data) {
    return error ? (
      <LoadError className="repay-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="repay-state" aria-busy="true" />
    );
  }
  return <RepayBody data={data} orderId={orderId} productId={productId} />;
}

const valueText = (row: InstalmentInfo['detail'][number]) =>
  row.type === 'money'
    ? formatPeso(Number(row.value))
    : row.type === 'date'
      ? formatDate(String(row.value), { dateOnly: true })
      : row.type === 'days'
        ? fill(text.days, { n: row.value })
        : String(row.value);

function RepayBody({
  data,
  orderId,
  productId,
}: {
  data: InstalmentInfo;
  orderId: string;
  productId: string;
}) {
  const [unfolded, setUnfolded] = useState(false);
  // Early payoff (the terms' prepayment window): the whole loan today, with interest only to today.
  const [payOff, setPayOff] = useState(data.repayAmount === 0 && data.payoffAmount > 0);
  // Issue 30: any amount from ₱50 to the payoff, prefilled with what is due (or the payoff when nothing is).
  const [typed, setTyped] = useState(() => decimalPesos(data.repayAmount || data.maxAmount));
  const chosen = centavosFromDecimal(typed);
  const inRange = chosen >= data.minAmount && chosen <= data.maxAmount && data.maxAmount > 0;
  const amount = inRange ? chosen : 0;
  const choose = (centavos: number) => setTyped(decimalPesos(centavos));
  const rows = unfolded ? data.detail : data.detail.slice(0, INSTALMENT_DETAIL_FOLD);
  return (
    <div className="repay">
      <section className="repay-head">
        <p className="repay-head-label">{text.repaymentDate}</p>
        <p className="repay-head-date">{formatDate(data.repayDate, { dateOnly: true })}</p>
        <p className="repay-amount" data-testid="repay-amount">
          {formatPeso(data.repayAmount)}
        </p>
      </section>
      <section className="repay-card">
        <div className="repay-product">
          <ProductLogo className="repay-product-logo" src={data.productLogo} size={32} />
          <span>{data.productName}</span>
        </div>
        <dl className="repay-rows">
          {rows.map((row) => (
            <div key={row.text} className="repay-row">
              <dt>{row.text}</dt>
              <dd>{valueText(row)}</dd>
            </div>
          ))}
        </dl>
        {data.detail.length > INSTALMENT_DETAIL_FOLD && (
          <button type="button" className="repay-fold" onClick={() => setUnfolded((u) => !u)}>
            {unfolded ? text.hide : text.more}
          </button>
        )}
      </section>
      {data.payoffAmount > 0 ? (
        <fieldset className="repay-card repay-choice">
          <label>
            <input
              type="radio"
              name="repay-amount"
              checked={!payOff}
              onChange={() => {
                setPayOff(false);
                choose(data.repayAmount);
              }}
            />
            {text.payDue} <strong>{formatPeso(data.repayAmount)}</strong>
          </label>
          <label>
            <input
              type="radio"
              name="repay-amount"
              checked={payOff}
              onChange={() => {
                setPayOff(true);
                choose(data.payoffAmount);
              }}
            />
            {text.payOff} <strong data-testid="payoff-amount">{formatPeso(data.payoffAmount)}</strong>
          </label>
          <p className="repay-muted">
            {fill(text.payOffSaves, { amount: formatPeso(data.interestSavedAmount) })}
          </p>
        </fieldset>
      ) : (
        data.payoffFromOn && (
          <p className="repay-notice">
            {fill(text.payOffFrom, { date: formatDate(data.payoffFromOn, { dateOnly: true }) })}
          </p>
        )
      )}
      {data.maxAmount > 0 && (
        <section className="repay-card">
          <label className="repay-row">
            <span>{text.amountLabel}</span>
            <input
              className="repay-amount-input"
              inputMode="decimal"
              value={typed}
              aria-invalid={!inRange}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <p className="repay-muted">
            {fill(text.amountRange, { min: formatPeso(data.minAmount), max: formatPeso(data.maxAmount) })}
          </p>
        </section>
      )}
      {amount > 0 && (
        <LazyPaymentPreview orderId={orderId} productId={productId} amount={amount} opening={data.preview} />
      )}
      <HowToPay show={data.isShowReyTop === 1} />
      <PayCodeCard
        defDetail={data.defDetail}
        stored={{ defDetail: data.defDetail, repayAmount: data.repayAmount }}
      />
      {data.noticeMsg && <p className="repay-notice">{data.noticeMsg}</p>}
      <PayFooter
        orderId={orderId}
        productId={productId}
        amount={amount}
        isDelay={false}
        channels={data.repayList.filter((c) => amount >= c.minAmount && amount <= c.maxAmount)}
      />
    </div>
  );
}
