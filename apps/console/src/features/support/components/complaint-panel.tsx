// One complaint as an agent works it: the borrower and their order, the text and images, the replies with
// their ratings, the record of every action, and the actions themselves (start, reply, close).
import { useCallback, useState } from 'react';
import type { ComplaintView } from '@pautang/contract/back-office';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { closeComplaint, getComplaint, startComplaint } from '../api/support-api';
import { ReplyForm } from './reply-form';
import { formatDate, ownPath, statusLabel } from './status-label';

export function ComplaintPanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const [version, setVersion] = useState(0);
  const [override, setOverride] = useState<ComplaintView | undefined>(undefined);
  const [error, setError] = useState('');
  const load = useCallback(
    (signal: AbortSignal) => {
      setOverride(undefined);
      return getComplaint(id, signal);
    },
    // version is a reload trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, version],
  );
  const resource = useResource(load);
  const view = override ?? (resource.status === 'ready' ? resource.data : undefined);

  const act = async (run: () => Promise<ComplaintView>) => {
    setError('');
    try {
      setOverride(await run());
      onChanged();
    } catch (err) {
      setError(t('actionFailed', { error: errorText(err) }));
    }
  };

  const reload = () => setVersion((v) => v + 1);

  if (resource.status === 'error')
    return (
      <p role="alert" className="support-error">
        {t('loadFailed', { error: resource.error })}{' '}
        <button type="button" className="support-link" onClick={reload}>
          {t('retry')}
        </button>
      </p>
    );
  if (!view) return <p className="support-muted">…</p>;

  return (
    <article className="support-complaint" aria-labelledby="support-complaint-title">
      <header className="support-complaint__head">
        <h2 id="support-complaint-title">{t('complaintTitle', { id: view.id })}</h2>
        <span className="support-status" data-testid="complaint-status">
          {statusLabel(view.status)}
        </span>
        {view.overdue && <span className="support-badge">{t('overdueBadge')}</span>}
        {/* Was an unlabelled "Retry" under the record: it reloads, so it says so, and says what it brings. */}
        <button type="button" className="support-link" title={t('complaintReloadHint')} onClick={reload}>
          {t('complaintReload')}
        </button>
      </header>
      <p className="support-muted">
        {formatDate(view.createdAt)} ·{' '}
        {t('complaintDeadlines', { reply: view.replyDueOn, resolve: view.resolveBy })}
      </p>

      <dl className="support-facts">
        <dt>{t('complaintBorrower')}</dt>
        <dd>
          {view.borrower.name} · {view.borrower.phone} · {view.borrower.userId}
        </dd>
        <dt>{t('complaintOrder')}</dt>
        <dd>
          {view.order ? (
            <>
              {view.order.productName} · {view.order.orderNo} · {view.order.statusText}
              <ul className="support-order-rows">
                {view.order.detail.map((row) => (
                  <li key={row.title}>
                    {row.title}: {row.value}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            t('complaintNoOrder')
          )}
        </dd>
        <dt>{t('colType')}</dt>
        <dd>{[view.type, view.sonType].filter(Boolean).join(' · ')}</dd>
      </dl>

      <section>
        <h3>{t('complaintText')}</h3>
        <p className="support-text" data-testid="complaint-text">
          {view.content}
        </p>
        <Images urls={view.images} label="complaintImage" />
      </section>

      <div className="support-actions">
        {view.status === 'submitted' && (
          <button type="button" onClick={() => void act(() => startComplaint(view.id))}>
            {t('complaintStart')}
          </button>
        )}
        {view.status !== 'closed' && (
          <button type="button" onClick={() => void act(() => closeComplaint(view.id))}>
            {t('complaintClose')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="support-error">
          {error}
        </p>
      )}

      <section aria-labelledby="support-replies-title">
        <h3 id="support-replies-title">{t('repliesTitle')}</h3>
        <ol className="support-replies">
          {view.replies.map((r) => (
            <li key={r.id} data-testid="reply">
              <p className="support-muted">{t('replyBy', { agent: r.agent, at: formatDate(r.createdAt) })}</p>
              <p className="support-text">{r.text}</p>
              <Images urls={r.images} label="replyImage" />
              <p data-testid="reply-rating">
                {r.score !== null
                  ? t('replyRating', { score: r.score })
                  : r.wantsRating
                    ? t('replyRatingWanted')
                    : t('replyRatingNotWanted')}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {view.status !== 'closed' && (
        <ReplyForm key={view.id} complaintId={view.id} onSent={(next) => void act(async () => next)} />
      )}

      <section aria-labelledby="support-history-title">
        <h3 id="support-history-title">{t('historyTitle')}</h3>
        <table className="support-table" data-testid="history">
          <thead>
            <tr>
              <th scope="col">{t('historyAt')}</th>
              <th scope="col">{t('historyWho')}</th>
              <th scope="col">{t('historyWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {view.history.map((h, i) => (
              <tr key={i}>
                <td>{formatDate(h.at)}</td>
                <td>{h.actor}</td>
                <td>
                  {h.action}
                  {h.toStatus && h.toStatus !== h.fromStatus ? ` → ${statusLabel(h.toStatus)}` : ''}
                  {h.note ? ` (${h.note})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}

function Images({ urls, label }: { urls: string[]; label: 'complaintImage' | 'replyImage' }) {
  if (urls.length === 0) return null;
  return (
    <ul className="support-images">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={ownPath(url)} target="_blank" rel="noreferrer">
            <img src={ownPath(url)} alt={t(label, { n: i + 1 })} width={96} height={96} />
          </a>
        </li>
      ))}
    </ul>
  );
}
