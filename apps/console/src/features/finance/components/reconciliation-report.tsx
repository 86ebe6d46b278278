// The daily reconciliation (issue 28): the gateway's settled transactions of a chosen Manila day against our book,
// every difference listed; and (issue 40) the day's loan payouts and refunds against the payout rail. Run on
// demand: it asks the gateway for its report and the rail about each transaction.
import { useCallback, useId, useState } from 'react';
import type { OutgoingReconciliation, ReconciliationKind } from '@pautang/contract/finance';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t, type MessageKey } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getReconciliation } from '../api/finance-api';

const KIND_LABEL: Record<ReconciliationKind, MessageKey> = {
  'not-posted': 'reconKind_notPosted',
  'not-settled': 'reconKind_notSettled',
  'amount-differs': 'reconKind_amountDiffers',
};
const money = (amount: number | null) => (amount === null ? t('reconNothing') : formatPeso(amount));

const OUTGOING_LABEL: Record<OutgoingReconciliation['differences'][number]['kind'], MessageKey> = {
  'not-paid-at-rail': 'reconOutKind_notPaidAtRail',
  'not-in-book': 'reconOutKind_notInBook',
  'amount-differs': 'reconKind_amountDiffers',
};

/** The day's loan payouts or refunds against the payout rail (issue 40). */
function Outgoing({ o }: { o: OutgoingReconciliation }) {
  return (
    <section data-testid={`reconciliation-${o.kind}`}>
      <h3>{t(o.kind === 'payouts' ? 'reconPayoutsTitle' : 'reconRefundsTitle')}</h3>
      <p>
        {t('reconOutSummary', {
          bookCount: o.bookCount,
          bookAmount: formatPeso(o.bookAmount),
          railCount: o.railCount,
          railAmount: formatPeso(o.railAmount),
          matched: o.matched,
        })}
        {o.unchecked > 0 && <> {t('reconOutUnchecked', { count: o.unchecked })}</>}
      </p>
      {o.differences.length === 0 ? (
        <p className="support-muted">{t('reconOutNone')}</p>
      ) : (
        <table className="support-table">
          <thead>
            <tr>
              <th scope="col">{t('reconKind')}</th>
              <th scope="col">{t('reconReference')}</th>
              <th scope="col">{t('reconRailAmount')}</th>
              <th scope="col">{t('reconBookAmount')}</th>
              <th scope="col">{t('reconBorrower')}</th>
            </tr>
          </thead>
          <tbody>
            {o.differences.map((d) => (
              <tr key={`${d.kind}:${d.referenceNo}`} data-kind={d.kind}>
                <td data-label={t('reconKind')}>{t(OUTGOING_LABEL[d.kind])}</td>
                <td data-label={t('reconReference')}>
                  {d.referenceNo}
                  {d.railRef && ` · ${d.railRef}`}
                </td>
                <td data-label={t('reconRailAmount')}>{money(d.railAmount)}</td>
                <td data-label={t('reconBookAmount')}>{money(d.bookAmount)}</td>
                <td data-label={t('reconBorrower')}>
                  {d.borrowerName}
                  <br />
                  {d.orderId}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Report({ date }: { date: string }) {
  const load = useCallback((signal: AbortSignal) => getReconciliation(date, signal), [date]);
  const report = useResource(load);
  if (report.status === 'loading') return <p role="status">{t('sectionLoading')}</p>;
  if (report.status === 'error') {
    return (
      <p role="alert" className="support-error">
        {t('loadFailed', { error: report.error })}{' '}
        <button type="button" className="support-link" onClick={report.reload}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const r = report.data;
  return (
    <>
      <p data-testid="reconciliation-summary">
        {t('reconSummary', {
          gateway: r.gateway,
          gatewayCount: r.gatewayCount,
          gatewayAmount: formatPeso(r.gatewayAmount),
          bookCount: r.bookCount,
          bookAmount: formatPeso(r.bookAmount),
          matched: r.matched,
        })}
      </p>
      {r.differences.length === 0 ? (
        <p className="support-muted">{t('reconNone')}</p>
      ) : (
        <table className="support-table">
          <thead>
            <tr>
              <th scope="col">{t('reconKind')}</th>
              <th scope="col">{t('reconReference')}</th>
              <th scope="col">{t('reconGatewayAmount')}</th>
              <th scope="col">{t('reconBookAmount')}</th>
              <th scope="col">{t('reconBorrower')}</th>
              <th scope="col">{t('reconAt')}</th>
            </tr>
          </thead>
          <tbody>
            {r.differences.map((d) => (
              <tr key={`${d.kind}:${d.referenceNo}`} data-kind={d.kind}>
                <td>{t(KIND_LABEL[d.kind])}</td>
                <td>
                  {d.referenceNo}
                  {d.gatewayRef && ` · ${d.gatewayRef}`}
                </td>
                <td>{money(d.gatewayAmount)}</td>
                <td>{money(d.bookAmount)}</td>
                <td>
                  {d.borrowerName}
                  {d.orderId && (
                    <>
                      <br />
                      {d.orderId}
                    </>
                  )}
                </td>
                <td>{d.at ? formatDate(d.at) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {r.outgoing.map((o) => (
        <Outgoing key={o.kind} o={o} />
      ))}
    </>
  );
}

export function ReconciliationReport() {
  const id = useId();
  const [draft, setDraft] = useState(() => formatDate(new Date(), { dateOnly: true }));
  const [date, setDate] = useState<string | null>(null);
  return (
    <section className="support-outbox" aria-labelledby={id} data-testid="reconciliation">
      <h2 id={id}>{t('reconTitle')}</h2>
      <p className="support-muted">{t('reconIntro')}</p>
      <form
        className="support-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setDate(draft);
        }}
      >
        <label>
          {t('reconDate')}{' '}
          <input type="date" required value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>{' '}
        <button type="submit">{t('reconRun')}</button>
      </form>
      {date && <Report key={date} date={date} />}
    </section>
  );
}
