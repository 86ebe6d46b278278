// Money owed back to borrowers (issues 25 and 28): overpayments, and codes paid after their debt was gone. Finance
// sees who, how much and through which gateway reference, and refunds it through the payout rail to the borrower's
// bound account: at once within the configured amount, else it waits for a second finance member (Approvals).
import { useId, useState } from 'react';
import type { RefundOwed, RefundPaid } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { getRefunds, proposeRefund } from '../api/finance-api';
import { FormNotice, type Notice } from './form-notice';

const loadRefunds = (signal: AbortSignal) => getRefunds(signal);

function stateOf(r: RefundOwed): string {
  switch (r.refundState) {
    case 'awaiting-approval':
      return t('refundsState_awaiting');
    case 'on-its-way':
      return t('refundsState_onItsWay', { account: r.refundNote });
    case 'failed':
      return t('refundsState_failed', { why: r.refundNote });
    default:
      return '';
  }
}

export function RefundsOwed() {
  const id = useId();
  const list = useResource(loadRefunds);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // A refund moves money: the row asks again inline (no browser dialog) before it is proposed.
  const [asking, setAsking] = useState<string | null>(null);

  const refund = async (r: RefundOwed) => {
    const amount = formatPeso(r.refundAmount);
    setAsking(null);
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await proposeRefund(r.referenceNo);
      setNotice({
        ok: true,
        text: t(outcome.status === 'done' ? 'refundsDone' : 'refundsPending', { amount }),
      });
      list.reload();
    } catch (error) {
      setNotice({ ok: false, text: t('refundsActionFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>
        {t('refundsTitle')}{' '}
        <button type="button" className="support-link" onClick={list.reload}>
          {t('refundsRefresh')}
        </button>
      </h2>
      <FormNotice notice={notice} />
      {list.status === 'loading' && <p role="status">{t('sectionLoading')}</p>}
      {list.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: list.error })}
        </p>
      )}
      {list.status === 'ready' &&
        (list.data.refunds.length === 0 ? (
          <p className="support-muted">{t('refundsEmpty')}</p>
        ) : (
          <table className="support-table" data-testid="refunds-owed">
            <thead>
              <tr>
                <th scope="col">{t('refundsPaidAt')}</th>
                <th scope="col">{t('refundsBorrower')}</th>
                <th scope="col">{t('refundsPayment')}</th>
                <th scope="col">{t('refundsAmount')}</th>
                <th scope="col">{t('refundsState')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.refunds.map((r) => (
                <tr key={r.referenceNo} data-payment={r.referenceNo}>
                  <td data-label={t('refundsPaidAt')}>{r.paidAt ? formatDate(r.paidAt) : ''}</td>
                  <td data-label={t('refundsBorrower')}>
                    {r.borrowerName}
                    <br />
                    {r.phone}
                  </td>
                  <td data-label={t('refundsPayment')}>
                    {r.referenceNo} · {r.channelName}
                    {r.gatewayRef && ` · ${r.gatewayRef}`}
                    <br />
                    {t('refundsOrder', { order: r.orderId })} ·{' '}
                    {t(r.reason === 'stale' ? 'refundsStale' : 'refundsOverpaid')}
                  </td>
                  <td data-label={t('refundsAmount')}>
                    <strong>{formatPeso(r.refundAmount)}</strong>
                    {r.refundAmount !== r.amount && (
                      <>
                        <br />
                        {t('refundsOf', { amount: formatPeso(r.amount) })}
                      </>
                    )}
                  </td>
                  <td data-label={t('refundsState')}>
                    {stateOf(r) && <span data-testid="refund-state">{stateOf(r)}</span>}
                    {(r.refundState === 'owed' || r.refundState === 'failed') &&
                      (asking === r.referenceNo ? (
                        <span role="group" aria-label={t('refundsRefund')}>
                          {t('refundsConfirm', { amount: formatPeso(r.refundAmount), name: r.borrowerName })}{' '}
                          <button type="button" disabled={busy} onClick={() => void refund(r)}>
                            {t('refundsConfirmButton')}
                          </button>{' '}
                          <button type="button" onClick={() => setAsking(null)}>
                            {t('refundsCancel')}
                          </button>
                        </span>
                      ) : (
                        <>
                          {r.refundState === 'failed' && <br />}
                          <button type="button" disabled={busy} onClick={() => setAsking(r.referenceNo)}>
                            {t('refundsRefund')}
                          </button>
                        </>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {list.status === 'ready' && <RefundsPaid paid={list.data.paid} />}
    </section>
  );
}

/** The latest refunds the rail paid: a refund leaves the list above once paid, and is found here. */
function RefundsPaid({ paid }: { paid: RefundPaid[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t('refundsPaidTitle')}</h3>
      {paid.length === 0 ? (
        <p className="support-muted">{t('refundsPaidEmpty')}</p>
      ) : (
        <table className="support-table" data-testid="refunds-paid">
          <thead>
            <tr>
              <th scope="col">{t('refundsPaidOn')}</th>
              <th scope="col">{t('refundsBorrower')}</th>
              <th scope="col">{t('refundsPayment')}</th>
              <th scope="col">{t('refundsAmount')}</th>
              <th scope="col">{t('refundsPaidTo')}</th>
            </tr>
          </thead>
          <tbody>
            {paid.map((r) => (
              <tr key={r.refundId} data-payment={r.referenceNo}>
                <td data-label={t('refundsPaidOn')}>{r.paidAt ? formatDate(r.paidAt) : ''}</td>
                <td data-label={t('refundsBorrower')}>{r.borrowerName}</td>
                <td data-label={t('refundsPayment')}>
                  {r.referenceNo} · {t('refundsOrder', { order: r.orderId })}
                </td>
                <td data-label={t('refundsAmount')}>{formatPeso(r.amount)}</td>
                <td data-label={t('refundsPaidTo')}>
                  {r.accountLabel}
                  {r.gatewayRef && ` · ${r.gatewayRef}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
