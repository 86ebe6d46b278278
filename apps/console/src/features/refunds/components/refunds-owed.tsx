// Money owed back to borrowers (issue 25): overpayments, and codes paid after their debt was gone. Staff see who,
// how much and through which gateway reference; paying it out is the back office's refunds work.
import { useCallback, useId } from 'react';
import type { RefundOwed } from '@pautang/contract/back-office';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

const loadRefunds = (signal: AbortSignal) =>
  getJson<Envelope<{ refunds: RefundOwed[] }>>(`${CONSOLE_PREFIX}refunds`, signal).then(
    (e) => e.data?.refunds ?? [],
  );

export function RefundsOwed() {
  const id = useId();
  const load = useCallback(loadRefunds, []);
  const refunds = useResource(load);
  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>
        {t('refundsTitle')}{' '}
        <button type="button" className="support-link" onClick={refunds.reload}>
          {t('refundsRefresh')}
        </button>
      </h2>
      {refunds.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: refunds.error })}
        </p>
      )}
      {refunds.status === 'ready' &&
        (refunds.data.length === 0 ? (
          <p className="support-muted">{t('refundsEmpty')}</p>
        ) : (
          <table className="support-table" data-testid="refunds-owed">
            <thead>
              <tr>
                <th scope="col">{t('refundsPaidAt')}</th>
                <th scope="col">{t('refundsBorrower')}</th>
                <th scope="col">{t('refundsPayment')}</th>
                <th scope="col">{t('refundsAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.data.map((r) => (
                <tr key={r.referenceNo}>
                  <td>{r.paidAt ? formatDate(r.paidAt) : ''}</td>
                  <td>
                    {r.borrowerName}
                    <br />
                    {r.phone}
                  </td>
                  <td>
                    {r.referenceNo} · {r.channelName}
                    {r.gatewayRef && ` · ${r.gatewayRef}`}
                    <br />
                    {t('refundsOrder', { order: r.orderId })} ·{' '}
                    {t(r.reason === 'stale' ? 'refundsStale' : 'refundsOverpaid')}
                  </td>
                  <td>
                    <strong>{formatPeso(r.refundAmount)}</strong>
                    {r.refundAmount !== r.amount && (
                      <>
                        <br />
                        {t('refundsOf', { amount: formatPeso(r.amount) })}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
