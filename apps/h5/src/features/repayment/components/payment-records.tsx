// An order's payment records (beyond the spec, issue 9): every posted payment as a receipt (reference, channel,
// amount, how it was applied, the balance after) and the codes still waiting for payment, each with a status check.
import type { PaymentStatus } from '@pautang/contract/repayment';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { LoadError } from '../../../components/load-error';
import { paymentRecordsText } from '../../../i18n/en/payment-records';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';
import { usePaymentRecords } from '../api/payment-records';
import { checkStatus } from './check-status';
import './repayment.css';

export function PaymentRecords({ orderId, productId }: { orderId: string; productId: string }) {
  const { data, error, reload } = usePaymentRecords(orderId, productId);
  if (!data) {
    return error ? (
      <LoadError className="repay-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="repay-state" aria-busy="true" />
    );
  }
  return (
    <div className="repay">
      {(data.refundAmount > 0 || data.refunds.length > 0) && (
        <section className="repay-card" aria-labelledby="records-refunds" data-testid="refunds">
          <h2 id="records-refunds" className="repay-card-title">
            {paymentRecordsText.refundsTitle}
          </h2>
          {data.refundAmount > 0 && (
            <p className="repay-notice" data-testid="refund-total">
              {fill(paymentRecordsText.refundNotice, { amount: formatPeso(data.refundAmount) })}
            </p>
          )}
          {data.refunds.map((r) => (
            <div key={r.referenceNo} className="repay-row">
              <span>
                {fill(paymentRecordsText.receiptRef, { ref: r.referenceNo })} · {r.channelName} ·{' '}
                {formatPeso(r.amount)}
                <br />
                <span className="repay-muted">{paymentRecordsText.refundStale}</span>
                {r.refundNote && (
                  <>
                    <br />
                    <RefundNote note={r.refundNote} />
                  </>
                )}
              </span>
            </div>
          ))}
        </section>
      )}
      {data.pending.length > 0 && (
        <section className="repay-card" aria-labelledby="records-pending">
          <h2 id="records-pending" className="repay-card-title">
            {paymentRecordsText.pendingTitle}
          </h2>
          {data.pending.map((p) => (
            <PendingCode key={p.referenceNo} code={p} onSettled={reload} />
          ))}
        </section>
      )}
      {data.waivers.length > 0 && (
        <section className="repay-card" aria-labelledby="records-waivers" data-testid="waivers">
          <h2 id="records-waivers" className="repay-card-title">
            {paymentRecordsText.waiversTitle}
          </h2>
          {data.waivers.map((w, i) => (
            <p key={i} className="repay-muted" data-testid="waiver-note">
              {w.note}{' '}
              {w.mode === 'stop-late-charges'
                ? paymentRecordsText.waiverStopped
                : paymentRecordsText.waiverGoesOn}
            </p>
          ))}
        </section>
      )}
      {data.records.length === 0 && <p className="repay-notice">{paymentRecordsText.recordsEmpty}</p>}
      {data.records.map((r) => (
        <article key={r.referenceNo} className="repay-card" data-testid="receipt">
          <div className="repay-row">
            <strong>{r.kind === 'rollover' ? text.rollover : r.channelName}</strong>
            <strong data-testid="receipt-amount">{formatPeso(r.amount)}</strong>
          </div>
          {/* The gateway's reference first: it is the one on the borrower's own receipt or e-wallet. */}
          <p className="repay-muted" data-testid="receipt-ref">
            {fill(paymentRecordsText.receiptRef, { ref: r.payCode || r.referenceNo })} · {r.channelName} ·{' '}
            {formatDate(r.postedAt)}
          </p>
          {r.payCode && r.payCode !== r.referenceNo && (
            <p className="repay-muted">{fill(paymentRecordsText.receiptOurRef, { ref: r.referenceNo })}</p>
          )}
          <p className="repay-muted">{paymentRecordsText.receiptApplied}</p>
          <dl className="repay-rows">
            {r.lines.map((l) => (
              <div key={l.label} className="repay-row">
                <dt>{l.label}</dt>
                <dd>{formatPeso(l.amount)}</dd>
              </div>
            ))}
            {r.newDueOn && (
              <div className="repay-row">
                <dt>{paymentRecordsText.receiptNewDue}</dt>
                <dd>{formatDate(r.newDueOn, { dateOnly: true })}</dd>
              </div>
            )}
            {r.remainderAmount > 0 && (
              <div className="repay-row">
                <dt>{paymentRecordsText.receiptRefund}</dt>
                <dd>
                  {r.refundNote ? (
                    <RefundNote note={r.refundNote} />
                  ) : (
                    fill(paymentRecordsText.refundNotice, { amount: formatPeso(r.remainderAmount) })
                  )}
                </dd>
              </div>
            )}
            <div className="repay-row">
              <dt>{paymentRecordsText.receiptBalance}</dt>
              <dd data-testid="receipt-balance">{formatPeso(r.balanceAfter)}</dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}

/** A refund paid back to the borrower's account (issue 28), as the server words it. */
function RefundNote({ note }: { note: string }) {
  return (
    <span className="repay-muted" data-testid="refund-note">
      {note}
    </span>
  );
}

function PendingCode({ code, onSettled }: { code: PaymentStatus; onSettled: () => void }) {
  return (
    <div className="repay-row">
      <span>
        {code.channelName} · {formatPeso(code.amount)}
        <br />
        <span className="repay-muted">
          {fill(paymentRecordsText.expiresAt, { date: formatDate(code.expiresAt) })}
        </span>
      </span>
      <button
        type="button"
        className="repay-copy"
        onClick={() => void checkStatus(code.referenceNo, onSettled)}
      >
        {text.checkStatus}
      </button>
    </div>
  );
}
