// The inbox: newest first, counts per status, filters by status, type and overdue (past the 3-weekday reply
// promise while unanswered, or the 30-day resolution deadline while open).
import { useCallback, useId } from 'react';
import {
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  type Inbox as InboxData,
  type InboxQuery,
} from '@pautang/contract/back-office';
import { t } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getInbox } from '../api/support-api';
import { formatDate, statusLabel } from './status-label';

export type InboxFilters = { status: ComplaintStatus | ''; type: string; overdue: boolean };

export function Inbox({
  filters,
  onFilters,
  selected,
  onSelect,
  version,
}: {
  filters: InboxFilters;
  onFilters: (f: InboxFilters) => void;
  selected: string;
  onSelect: (id: string) => void;
  /** Bumped after an action, so the list and its counts reload. */
  version: number;
}) {
  const id = useId();
  const load = useCallback(
    (signal: AbortSignal) => {
      const query: InboxQuery = {
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.type ? { type: Number(filters.type) } : {}),
        ...(filters.overdue ? { overdue: '1' as const } : {}),
      };
      return getInbox(query, signal);
    },
    // version is a reload trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters.status, filters.type, filters.overdue, version],
  );
  const inbox = useResource<InboxData>(load);
  const data = inbox.status === 'ready' ? inbox.data : undefined;

  return (
    <section className="support-inbox" aria-labelledby={`${id}-title`}>
      <div className="support-inbox__head">
        <h2 id={`${id}-title`}>{t('inboxTitle')}</h2>
        {data && <span className="support-muted">{t('inboxBusinessDate', { date: data.businessDate })}</span>}
      </div>
      <div className="support-filters">
        <label>
          {t('inboxStatus')}
          <select
            value={filters.status}
            onChange={(e) => onFilters({ ...filters, status: e.target.value as ComplaintStatus | '' })}
          >
            <option value="">{t('inboxAll')}</option>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t('statusCount', { status: statusLabel(s), n: data?.counts[s] ?? 0 })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('inboxType')}
          <select value={filters.type} onChange={(e) => onFilters({ ...filters, type: e.target.value })}>
            <option value="">{t('inboxAll')}</option>
            {data?.types.map((type) => (
              <option key={type.value} value={String(type.value)}>
                {type.title}
              </option>
            ))}
          </select>
        </label>
        <label className="support-check">
          <input
            type="checkbox"
            checked={filters.overdue}
            onChange={(e) => onFilters({ ...filters, overdue: e.target.checked })}
          />
          {t('inboxOverdue')}
        </label>
      </div>
      {data && (
        <ul className="support-counts" aria-label={t('inboxStatus')}>
          {COMPLAINT_STATUSES.map((s) => (
            <li key={s} data-testid={`count-${s}`}>
              {t('statusCount', { status: statusLabel(s), n: data.counts[s] })}
            </li>
          ))}
        </ul>
      )}
      {inbox.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: inbox.error })}
        </p>
      )}
      {data && data.items.length === 0 && <p className="support-muted">{t('inboxEmpty')}</p>}
      {data && data.items.length > 0 && (
        <table className="support-table">
          <thead>
            <tr>
              <th scope="col">{t('colFiled')}</th>
              <th scope="col">{t('colBorrower')}</th>
              <th scope="col">{t('colType')}</th>
              <th scope="col">{t('colStatus')}</th>
              <th scope="col">{t('colReplyDue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id} aria-selected={item.id === selected} data-testid="inbox-row">
                <td>
                  <button type="button" className="support-row-link" onClick={() => onSelect(item.id)}>
                    {formatDate(item.createdAt)}
                  </button>
                </td>
                <td>{item.borrower}</td>
                <td>
                  {item.type}
                  <div className="support-excerpt">{item.content}</div>
                </td>
                <td>
                  {statusLabel(item.status)}
                  {item.overdue && <span className="support-badge">{t('overdueBadge')}</span>}
                </td>
                <td>{item.replyDueOn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
