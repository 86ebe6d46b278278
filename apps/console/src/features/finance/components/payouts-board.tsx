// Loan payouts for finance (issue 28): the day's totals per rail, the payouts on their way, and the failed ones,
// each sent again or returned to the borrower (the loan is then not paid out and the borrower reads why).
import { useId, useState, type ReactNode } from 'react';
import type { ConsolePayout } from '@pautang/contract/finance';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { getPayoutBoard, retryPayout, returnPayout } from '../api/finance-api';
import { FormNotice, type Notice } from './form-notice';

const loadBoard = (signal: AbortSignal) => getPayoutBoard(signal);

function PayoutRows({ rows, actions }: { rows: ConsolePayout[]; actions?: (p: ConsolePayout) => ReactNode }) {
  return (
    <table className="support-table">
      <thead>
        <tr>
          <th scope="col">{t('payoutsBorrower')}</th>
          <th scope="col">{t('payoutsOrder')}</th>
          <th scope="col">{t('payoutsAccount')}</th>
          <th scope="col">{t('payoutsAmount')}</th>
          <th scope="col">{t('payoutsStatus')}</th>
          {actions && <th scope="col">{t('payoutsActions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} data-payout={p.id}>
            <td>{p.borrowerName}</td>
            <td>
              {p.orderId}
              <br />
              <span className="support-muted">{p.id}</span>
            </td>
            <td>
              {p.accountLabel} · {t(`payoutsRail_${p.rail}`)}
            </td>
            <td>
              <strong>{formatPeso(p.amount)}</strong>
            </td>
            <td>
              {t(`payoutsStatus_${p.status}`)}
              {p.failureKind && (
                <>
                  <br />
                  {t(`payoutsFailure_${p.failureKind}`)}: {p.failureReason}
                </>
              )}
              <br />
              <span className="support-muted">
                {t('payoutsAttempts', { n: p.attempts, at: formatDate(p.createdAt) })}
              </span>
            </td>
            {actions && <td>{actions(p)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PayoutsBoard() {
  const id = useId();
  const board = useResource(loadBoard);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await run() });
      board.reload();
    } catch (error) {
      setNotice({ ok: false, text: t('payoutsActionFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };
  const retry = (p: ConsolePayout) =>
    act(async () => t('payoutsRetried', { id: p.id, outcome: (await retryPayout(p.id)).outcome }));
  // Returning gives up on the loan: asked again inline (no browser dialog), with the reason for the audit log. The
  // borrower reads the rail's reason, as the server words it.
  const [returning, setReturning] = useState<{ id: string; reason: string } | null>(null);
  const giveBack = (p: ConsolePayout, reason: string) => {
    setReturning(null);
    void act(async () => t('payoutsReturned', { order: (await returnPayout(p.id, reason)).orderId }));
  };

  return (
    <section className="support-outbox" aria-labelledby={id} data-testid="finance-payouts">
      <h2 id={id}>
        {t('payoutsTitle')}{' '}
        <button type="button" className="support-link" onClick={board.reload}>
          {t('payoutsRefresh')}
        </button>
      </h2>
      <FormNotice notice={notice} />
      {board.status === 'loading' && <p role="status">{t('sectionLoading')}</p>}
      {board.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: board.error })}
        </p>
      )}
      {board.status === 'ready' && (
        <>
          <h3>{t('payoutsTotalsTitle', { day: board.data.day })}</h3>
          <ul data-testid="payout-totals">
            {board.data.totals.map((x) => (
              <li key={x.rail} data-rail={x.rail}>
                {t(`payoutsRail_${x.rail}`)}:{' '}
                {t('payoutsTotal', { count: x.count, amount: formatPeso(x.amount) })}
              </li>
            ))}
            {board.data.refundTotals.map((x) => (
              <li key={`refunds-${x.rail}`} data-refunds={x.rail}>
                {t('payoutsRefunds', { rail: t(`payoutsRail_${x.rail}`) })}:{' '}
                {t('payoutsRefundTotal', { count: x.count, amount: formatPeso(x.amount) })}
              </li>
            ))}
          </ul>
          <h3>{t('payoutsFailedTitle')}</h3>
          {board.data.failed.length === 0 ? (
            <p className="support-muted">{t('payoutsFailedEmpty')}</p>
          ) : (
            <div data-testid="payouts-failed">
              <PayoutRows
                rows={board.data.failed}
                actions={(p) =>
                  returning?.id === p.id ? (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        giveBack(p, returning.reason);
                      }}
                    >
                      <p>{t('payoutsReturnConfirm')}</p>
                      <label>
                        {t('payoutsReturnReason')}{' '}
                        <input
                          value={returning.reason}
                          maxLength={300}
                          onChange={(e) => setReturning({ id: p.id, reason: e.target.value })}
                        />
                      </label>{' '}
                      <button type="submit" disabled={busy}>
                        {t('payoutsReturnConfirmButton')}
                      </button>{' '}
                      <button type="button" onClick={() => setReturning(null)}>
                        {t('refundsCancel')}
                      </button>
                    </form>
                  ) : (
                    <>
                      <button type="button" disabled={busy} onClick={() => void retry(p)}>
                        {t('payoutsRetry')}
                      </button>{' '}
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => setReturning({ id: p.id, reason: '' })}
                      >
                        {t('payoutsReturn')}
                      </button>
                    </>
                  )
                }
              />
            </div>
          )}
          <h3>{t('payoutsInFlightTitle')}</h3>
          {board.data.inFlight.length === 0 ? (
            <p className="support-muted">{t('payoutsInFlightEmpty')}</p>
          ) : (
            <div data-testid="payouts-in-flight">
              <PayoutRows rows={board.data.inFlight} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
