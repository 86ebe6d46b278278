// The daily reconciliation (issue 28): the gateway's settled transactions of a chosen Manila day against our book,
// every difference listed. Run on demand: it asks the gateway for its report.
import { useCallback, useId, useState } from 'react';
import type { ReconciliationKind } from '@pautang/contract/finance';
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
