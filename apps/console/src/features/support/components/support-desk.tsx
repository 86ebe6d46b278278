// The support desk at /console: the inbox beside the chosen complaint, and the SMS outbox.
// The chosen complaint is in the address (?complaint=ID), so an agent can share or reload it. Sign-in and the
// section menu are the back office's shell (app/routes/back-office.tsx).
import { useCallback, useState } from 'react';
import { SmsOutbox } from './sms-outbox';
import { t } from '../../../i18n/messages';
import { ComplaintPanel } from './complaint-panel';
import { Inbox, type InboxFilters } from './inbox';
import './support.css';

const selectedFromUrl = () => new URLSearchParams(location.search).get('complaint') ?? '';

export function SupportDesk() {
  const [filters, setFilters] = useState<InboxFilters>({ status: '', type: '', overdue: false });
  const [selected, setSelected] = useState(selectedFromUrl);
  const [version, setVersion] = useState(0);

  const select = useCallback((id: string) => {
    setSelected(id);
    const url = new URL(location.href);
    url.searchParams.set('complaint', id);
    history.replaceState(null, '', url);
  }, []);

  return (
    <div className="support-desk">
      <div className="support-columns">
        <Inbox
          filters={filters}
          onFilters={setFilters}
          selected={selected}
          onSelect={select}
          version={version}
        />
        <div className="support-detail">
          {selected ? (
            <ComplaintPanel id={selected} onChanged={() => setVersion((v) => v + 1)} />
          ) : (
            <p className="support-muted">{t('complaintPick')}</p>
          )}
        </div>
      </div>
      <SmsOutbox />
    </div>
  );
}
