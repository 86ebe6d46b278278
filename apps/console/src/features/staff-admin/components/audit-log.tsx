// The audit log for admins: search by staff member, action, record, borrower and Manila days; newest first, 100
// a page, "Older entries" appends the next. A change shows its fields before and after.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RequestOf } from '@pautang/contract/calls';
import { formatDate } from '@pautang/contract/format/date';
import type { AuditEntry } from '@pautang/contract/staff';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { searchAudit } from '../api/staff-admin-api';
import { ChangeView } from '../../../components/change-view/change-view';

type Query = RequestOf<'consoleAuditLog'>;
const FIELDS = [
  ['actor', 'auditActor', 'text'],
  ['action', 'auditAction', 'text'],
  ['subjectId', 'auditSubject', 'text'],
  ['borrowerId', 'auditBorrower', 'text'],
  ['from', 'auditFrom', 'date'],
  ['to', 'auditTo', 'date'],
] as const;
type Field = (typeof FIELDS)[number][0];

type Page =
  | { status: 'loading'; entries: AuditEntry[] }
  | { status: 'error'; entries: AuditEntry[]; error: string }
  | { status: 'ready'; entries: AuditEntry[]; next: number | null };

/** The filled filters only: an empty box filters nothing. */
const queryOf = (draft: Record<Field, string>): Query =>
  Object.fromEntries(
    Object.entries(draft)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

export function AuditLog() {
  const id = useId();
  const [draft, setDraft] = useState<Record<Field, string>>({
    actor: '',
    action: '',
    subjectId: '',
    borrowerId: '',
    from: '',
    to: '',
  });
  const [query, setQuery] = useState<Query>({});
  const [page, setPage] = useState<Page>({ status: 'loading', entries: [] });

  useEffect(() => {
    const controller = new AbortController();
    setPage({ status: 'loading', entries: [] });
    searchAudit(query, controller.signal).then(
      (d) => !controller.signal.aborted && setPage({ status: 'ready', entries: d.entries, next: d.next }),
      (e: unknown) =>
        !controller.signal.aborted && setPage({ status: 'error', entries: [], error: errorText(e) }),
    );
    return () => controller.abort();
  }, [query]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A new object each time: searching again with the same filters reloads.
    setQuery({ ...queryOf(draft) });
  };

  const older = (before: number) => {
    const kept = page.entries;
    setPage({ status: 'loading', entries: kept });
    searchAudit({ ...query, before }).then(
      (d) => setPage({ status: 'ready', entries: [...kept, ...d.entries], next: d.next }),
      (e: unknown) => setPage({ status: 'error', entries: kept, error: errorText(e) }),
    );
  };

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('auditTitle')}</h2>
      <p className="staff-muted">{t('auditIntro')}</p>
      <form className="staff-filters" onSubmit={submit} role="search" data-testid="audit-search">
        {FIELDS.map(([key, label, type]) => (
          <label key={key}>
            {t(label)}
            <input
              type={type}
              value={draft[key]}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
          </label>
        ))}
        <button type="submit">{t('auditSearch')}</button>
      </form>
      {page.status === 'error' && (
        <p role="alert" className="staff-error">
          {t('loadFailed', { error: page.error })}
        </p>
      )}
      {page.status === 'ready' && page.entries.length === 0 && (
        <p className="staff-muted">{t('auditEmpty')}</p>
      )}
      {page.entries.length > 0 && (
        <table className="staff-table" data-testid="audit-log">
          <thead>
            <tr>
              <th scope="col">{t('auditAt')}</th>
              <th scope="col">{t('auditWho')}</th>
              <th scope="col">{t('auditWhat')}</th>
              <th scope="col">{t('auditRecord')}</th>
              <th scope="col">{t('auditChange')}</th>
            </tr>
          </thead>
          <tbody>
            {page.entries.map((e) => (
              <tr key={e.id} data-testid="audit-row" data-action={e.action}>
                <td data-label={t('auditAt')}>{formatDate(e.at)}</td>
                <td data-label={t('auditWho')}>
                  {e.actorName}
                  <div className="staff-muted">{e.actorId}</div>
                </td>
                <td data-label={t('auditWhat')}>
                  {e.action}
                  {e.note && <div className="staff-muted">{e.note}</div>}
                </td>
                <td data-label={t('auditRecord')} data-testid="audit-record">
                  {e.subjectName
                    ? t('auditNamedRecord', { kind: e.subjectKind, name: e.subjectName, id: e.subjectId })
                    : `${e.subjectKind} ${e.subjectId}`}
                  {e.borrowerId && (
                    <div className="staff-muted">
                      {e.borrowerName
                        ? t('auditNamedBorrower', { name: e.borrowerName, id: e.borrowerId })
                        : `${t('auditBorrower')}: ${e.borrowerId}`}
                    </div>
                  )}
                </td>
                <td data-label={t('auditChange')}>
                  <ChangeView before={e.before} after={e.after} names={e.staffNames} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.status === 'loading' && <p className="staff-muted">{t('sectionLoading')}</p>}
      {page.status === 'ready' && page.next !== null && (
        <button type="button" onClick={() => older(page.next as number)}>
          {t('auditOlder')}
        </button>
      )}
    </section>
  );
}
