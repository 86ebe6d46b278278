// Collections (issue 28, SEC MC 18 s.2019): the overdue book in days-past-due buckets with its filters, a page at a
// time, each collector's own queue, assignment, and one order's contact log (contact-log.tsx). The server enforces the
// conduct rules; this screen shows its refusals as it words them.
import { useCallback, useId, useState } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import {
  DPD_BUCKETS,
  OVERDUE_PAGE_SIZE,
  type DpdBucket,
  type OverdueOrder,
} from '@pautang/contract/collections';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { assignOrders, getOverdueBook } from '../api/collections-api';
import { ContactLogPanel } from './contact-log';
import './collections.css';

type Filters = { bucket: DpdBucket | ''; collector: string; mine: boolean; q: string };

export function CollectionsSection({ agent }: { agent: AgentInfo }) {
  const headingId = useId();
  const searchId = useId();
  const collectorId = useId();
  const assignId = useId();
  const [filters, setFilters] = useState<Filters>({ bucket: '', collector: '', mine: false, q: '' });
  // The book comes a page at a time (issue 31): the `after` of each page gone through, so Previous goes back.
  const [trail, setTrail] = useState<readonly string[]>([]);
  const refilter = (change: (f: Filters) => Filters) => {
    setFilters(change);
    setTrail([]);
  };
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assignee, setAssignee] = useState('');
  const [assignNote, setAssignNote] = useState('');
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(
    (signal: AbortSignal) =>
      getOverdueBook(
        {
          ...(filters.bucket ? { bucket: filters.bucket } : {}),
          ...(filters.mine
            ? { mine: '1' as const }
            : filters.collector
              ? { collector: filters.collector }
              : {}),
          ...(filters.q ? { q: filters.q } : {}),
          ...(trail.length > 0 ? { after: trail[trail.length - 1] } : {}),
        },
        signal,
      ),
    [filters, trail],
  );
  const book = useResource(load);

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });

  const assign = () => {
    if (!assignee) {
      setAssignNote(t('collectionsChooseCollector'));
      return;
    }
    assignOrders([...selected], assignee).then(
      (done) => {
        setAssignNote(t('collectionsAssigned', { count: done.assigned }));
        setSelected(new Set());
        book.reload();
      },
      (error: unknown) => setAssignNote(errorText(error)),
    );
  };

  return (
    <section className="collections" aria-labelledby={headingId} data-staff={agent.id}>
      <h2 id={headingId}>
        {t('collectionsTitle')}{' '}
        <button type="button" className="collections__link" onClick={book.reload}>
          {t('collectionsRefresh')}
        </button>
      </h2>

      <div className="collections__filters" role="group" aria-label={t('collectionsFilters')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            refilter((f) => ({ ...f, q: search.trim() }));
          }}
        >
          <label htmlFor={searchId}>{t('collectionsSearch')}</label>{' '}
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </form>
        <label>
          <input
            type="checkbox"
            checked={filters.mine}
            onChange={(e) => refilter((f) => ({ ...f, mine: e.target.checked }))}
          />{' '}
          {t('collectionsMine')}
        </label>
        {book.status === 'ready' && (
          <>
            <label htmlFor={collectorId}>{t('collectionsCollectorFilter')}</label>
            <select
              id={collectorId}
              value={filters.collector}
              disabled={filters.mine}
              onChange={(e) => refilter((f) => ({ ...f, collector: e.target.value }))}
            >
              <option value="">{t('collectionsAnyCollector')}</option>
              <option value="none">{t('collectionsUnassigned')}</option>
              {book.data.collectors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>

      {book.status === 'loading' && <p className="collections__muted">{t('collectionsLoading')}</p>}
      {book.status === 'error' && (
        <p role="alert" className="collections__error">
          {t('loadFailed', { error: book.error })}{' '}
          <button type="button" onClick={book.reload}>
            {t('retry')}
          </button>
        </p>
      )}
      {book.status === 'ready' && (
        <>
          <p className="collections__muted">
            {t('collectionsBusinessDate', { date: book.data.businessDate })}
          </p>
          <div className="collections__buckets" role="tablist" aria-label={t('collectionsTitle')}>
            <button
              type="button"
              role="tab"
              aria-selected={filters.bucket === ''}
              onClick={() => refilter((f) => ({ ...f, bucket: '' }))}
            >
              {t('collectionsAllBuckets')}
            </button>
            {DPD_BUCKETS.map((bucket) => {
              const figures = book.data.buckets.find((b) => b.bucket === bucket);
              return (
                <button
                  key={bucket}
                  type="button"
                  role="tab"
                  aria-selected={filters.bucket === bucket}
                  data-testid={`bucket-${bucket}`}
                  onClick={() => refilter((f) => ({ ...f, bucket }))}
                >
                  {t('collectionsBucket', { bucket })}
                  <br />
                  <small>
                    {figures?.dueAmount == null
                      ? t('collectionsBucketOrders', { count: figures?.count ?? 0 })
                      : t('collectionsBucketCount', {
                          count: figures.count,
                          amount: formatPeso(figures.dueAmount),
                        })}
                  </small>
                </button>
              );
            })}
          </div>

          {book.data.items.length === 0 ? (
            <p className="collections__muted">{t('collectionsEmpty')}</p>
          ) : (
            <table className="collections__table" data-testid="overdue-book">
              <thead>
                <tr>
                  <th scope="col" />
                  <th scope="col">{t('colOrder')}</th>
                  <th scope="col">{t('colBorrower')}</th>
                  <th scope="col">{t('colDaysPastDue')}</th>
                  <th scope="col">{t('colDue')}</th>
                  <th scope="col">{t('colCollector')}</th>
                  <th scope="col">{t('colLastContact')}</th>
                  <th scope="col">{t('colPromise')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {book.data.items.map((item) => (
                  <BookRow
                    key={item.orderId}
                    item={item}
                    selected={selected.has(item.orderId)}
                    open={open === item.orderId}
                    onToggle={() => toggle(item.orderId)}
                    onOpen={() => setOpen(item.orderId)}
                  />
                ))}
              </tbody>
            </table>
          )}

          {book.data.total > 0 && (
            <nav className="collections__pages" aria-label={t('collectionsPages')}>
              <span data-testid="book-page">
                {t('collectionsPage', {
                  from: trail.length * OVERDUE_PAGE_SIZE + 1,
                  to: trail.length * OVERDUE_PAGE_SIZE + book.data.items.length,
                  total: book.data.total,
                })}
              </span>{' '}
              <button
                type="button"
                disabled={trail.length === 0}
                onClick={() => setTrail((pages) => pages.slice(0, -1))}
              >
                {t('collectionsPrevious')}
              </button>{' '}
              <button
                type="button"
                disabled={book.data.next === null}
                onClick={() => {
                  const next = book.data.next;
                  if (next) setTrail((pages) => [...pages, next]);
                }}
              >
                {t('collectionsNext')}
              </button>
            </nav>
          )}

          <div className="collections__assign">
            <label htmlFor={assignId}>{t('collectionsAssignTo')}</label>{' '}
            <select id={assignId} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">{t('collectionsChooseCollector')}</option>
              {book.data.collectors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>{' '}
            <button type="button" disabled={selected.size === 0} onClick={assign}>
              {t('collectionsAssign')}
            </button>{' '}
            {assignNote && <span role="status">{assignNote}</span>}
          </div>
        </>
      )}

      {open && <ContactLogPanel key={open} orderId={open} onChanged={book.reload} />}
    </section>
  );
}

function BookRow({
  item,
  selected,
  open,
  onToggle,
  onOpen,
}: {
  item: OverdueOrder;
  selected: boolean;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  return (
    <tr aria-selected={open} data-order={item.orderId}>
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('collectionsSelect', { order: item.orderId })}
        />
      </td>
      <td data-label={t('colOrder')}>{item.orderId}</td>
      <td data-label={t('colBorrower')}>
        {item.borrower}
        <br />
        {item.phone}
        {item.hardship && <span className="collections__badge">{t('collectionsHardship')}</span>}
        {item.consent && <span className="collections__badge">{t('collectionsConsent')}</span>}
        {item.writtenOffOn && (
          <span className="collections__badge" data-written-off={item.writtenOffOn}>
            {t('collectionsWrittenOff', { date: item.writtenOffOn })}
          </span>
        )}
      </td>
      <td data-label={t('colDaysPastDue')}>
        <strong>{item.daysPastDue}</strong>
      </td>
      <td data-label={t('colDue')}>{formatPeso(item.dueAmount)}</td>
      <td data-label={t('colCollector')}>{item.collector?.name ?? t('collectionsNobody')}</td>
      <td data-label={t('colLastContact')}>
        {item.lastContact
          ? `${formatDate(item.lastContact.at)} · ${t(`channel_${item.lastContact.channel}`)} · ${t(`outcome_${item.lastContact.outcome}`)}`
          : t('collectionsNobody')}
      </td>
      <td data-label={t('colPromise')}>
        {item.promise
          ? item.promise.amount === null
            ? t('contactPromiseNoAmount', { date: item.promise.date })
            : t('contactPromise', { amount: formatPeso(item.promise.amount), date: item.promise.date })
          : t('collectionsNobody')}
        {item.promiseBroken && (
          <span className="collections__flag" data-testid="promise-broken">
            {t('collectionsPromiseBroken')}
          </span>
        )}
      </td>
      <td>
        <button type="button" onClick={onOpen}>
          {t('collectionsOpen')}
        </button>
      </td>
    </tr>
  );
}
