// The borrower's file (issue 28): a search box, its matches, and the chosen borrower's file beside them. The
// borrower is in the address (?borrower=ID), so a file can be shared or reloaded; the search text is not (it may
// be a phone), and each search and each file opened is recorded by the server.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import type { BorrowerMatch } from '@pautang/contract/borrower-file';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { searchBorrowers } from '../api/borrower-file-api';
import { BorrowerFilePage } from './borrower-file-page';
import './borrower-file.css';

const selectedFromUrl = () => new URLSearchParams(location.search).get('borrower') ?? '';

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'error'; error: string }
  | { status: 'ready'; q: string; matches: BorrowerMatch[]; more: boolean };

const matchText = (m: BorrowerMatch) => t(`fileMatch_${m.kind}`, { value: m.value, order: m.orderId ?? '' });

export function BorrowersSection({ agent }: { agent: AgentInfo }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [selected, setSelected] = useState(selectedFromUrl);

  const select = useCallback((userId: string) => {
    setSelected(userId);
    const url = new URL(location.href);
    url.searchParams.set('borrower', userId);
    history.replaceState(null, '', url);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text === '') return;
    setSearch({ status: 'searching' });
    searchBorrowers(text).then(
      ({ matches, more }) => setSearch({ status: 'ready', q: text, matches, more }),
      (error: unknown) => setSearch({ status: 'error', error: errorText(error) }),
    );
  };

  return (
    <div className="file-columns" data-staff={agent.id}>
      <section className="file-search" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('fileSearchTitle')}</h2>
        <form onSubmit={submit} role="search">
          <label htmlFor={`${id}-q`}>{t('fileSearchLabel')}</label>
          <div className="file-search__row">
            <input
              id={`${id}-q`}
              type="search"
              data-testid="borrower-search"
              value={q}
              maxLength={80}
              onChange={(e) => setQ(e.target.value)}
            />
            <button type="submit" disabled={search.status === 'searching'}>
              {t('fileSearchButton')}
            </button>
          </div>
          <p className="file-muted">{t('fileSearchHint')}</p>
        </form>
        {search.status === 'searching' && <p className="file-muted">{t('fileSearching')}</p>}
        {search.status === 'error' && (
          <p role="alert" className="file-error">
            {t('fileSearchFailed', { error: search.error })}
          </p>
        )}
        {search.status === 'ready' &&
          (search.matches.length === 0 ? (
            <p className="file-muted">{t('fileSearchNone', { q: search.q })}</p>
          ) : (
            <>
              <ul className="file-matches" aria-label={t('fileSearchResults')} data-testid="borrower-matches">
                {search.matches.map((m) => (
                  <li key={`${m.userId}|${m.kind}|${m.value}`}>
                    <button
                      type="button"
                      className="file-link"
                      aria-current={m.userId === selected ? 'true' : undefined}
                      aria-label={t('fileOpen', { name: m.name || m.userId })}
                      onClick={() => select(m.userId)}
                    >
                      <strong>{m.name || m.userId}</strong> · {m.phone}
                      <br />
                      <span className="file-muted">{matchText(m)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {search.more && (
                <p className="file-muted" data-testid="borrower-matches-more">
                  {t('fileSearchMore', { count: search.matches.length })}
                </p>
              )}
            </>
          ))}
      </section>
      <div className="file-detail">
        {selected ? (
          <BorrowerFilePage
            userId={selected}
            canAnswer={agent.roles.includes('support')}
            canWriteOff={agent.roles.some((role) => role === 'collections' || role === 'finance')}
          />
        ) : (
          <p className="file-muted">{t('filePick')}</p>
        )}
      </div>
    </div>
  );
}
