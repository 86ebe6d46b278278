// Delay (rollover) repayment (spec 2 §2.3): the delay title, the amount, 'Your next payment date is {date}', the
// Plan rows, the renewal statement to read before paying, noticeMsg, the instruction image, the default pay-code
// card and the 'Payment Method' sheet.
import type { DelayInfo } from '@pautang/contract/repayment';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { LoadError } from '../../../components/load-error';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';
import { useDelayInfo } from '../api/get-repay-info';
import { HowToPay } from './how-to-pay';
import { PayCodeCard } from './pay-code-card';
import { PayFooter } from './pay-footer';
import { RenewalStatementCard } from './renewal-statement-card';
import './repayment.css';

export function RepayDelayPage({ orderId, productId }: { orderId: string; productId: string }) {
  const { data, error, reload } = useDelayInfo(orderId, productId);
  if (!data) {
    return error ? (
      <LoadError className="repay-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="repay-state" aria-busy="true" />
    );
  }
  return <DelayBody data={data} orderId={orderId} productId={productId} />;
}

function DelayBody({ data, orderId, productId }: { data: DelayInfo; orderId: string; productId: string }) {
  const amount = data.delayInfo.delayAmount;
  return (
    <div className="repay">
      <section className="repay-head">
        <p className="repay-head-label">{data.delayInfo.title}</p>
        <p className="repay-amount" data-testid="repay-amount">
          {formatPeso(amount)}
        </p>
        <p className="repay-head-date" data-testid="next-date">
          {fill(text.nextPaymentDate, { date: formatDate(data.repayDate, { dateOnly: true }) })}
        </p>
      </section>
      <section className="repay-card" aria-labelledby="repay-plan-title">
        <h2 id="repay-plan-title" className="repay-card-title">
          {text.plan}
        </h2>
        <ol className="repay-plan">
          {data.repayPlan.map((row) => (
            <li key={`${row.remark}-${row.title}`} className="repay-plan-row">
              <span className="repay-plan-remark">{row.remark}</span>
              <span className="repay-plan-title">{row.title}</span>
              <span className="repay-plan-amount">{formatPeso(row.amount)}</span>
              <time className="repay-muted" dateTime={row.time}>
                {formatDate(row.time, { dateOnly: true })}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <RenewalStatementCard statement={data.renewalStatement} orderId={orderId} productId={productId} />
      {data.noticeMsg && <p className="repay-notice">{data.noticeMsg}</p>}
      <HowToPay show={data.isShowReyTop === 1} />
      <PayCodeCard defDetail={data.defDetail} stored={{ defDetail: data.defDetail, delayAmount: amount }} />
      <PayFooter
        orderId={orderId}
        productId={productId}
        amount={amount}
        isDelay={true}
        channels={data.repayList}
      />
    </div>
  );
}
