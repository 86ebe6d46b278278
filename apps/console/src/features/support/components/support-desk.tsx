// The support desk at /console: sign-in, then the inbox beside the chosen complaint. The chosen complaint is
// in the address (?complaint=ID), so an agent can share or reload it.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import { DemoControls } from '../../../components/demo-controls/demo-controls';
import { SmsOutbox } from './sms-outbox';
import { t } from '../../../i18n/messages';
import { signOut, whoAmI } from '../api/support-api';
import { AgentSignIn } from './agent-sign-in';
import { ComplaintPanel } from './complaint-panel';
import { Inbox, type InboxFilters } from './inbox';
import './support.css';

const selectedFromUrl = () => new URLSearchParams(location.search).get('complaint') ?? '';

/** `children`: the other back-office panels, shown to a signed-in agent below the desk (the route composes them). */
export function SupportDesk({ children }: { children?: ReactNode }) {
  const [agent, setAgent] = useState<AgentInfo | null | undefined>(undefined);
  const [filters, setFilters] = useState<InboxFilters>({ status: '', type: '', overdue: false });
  const [selected, setSelected] = useState(selectedFromUrl);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    whoAmI(controller.signal).then(setAgent, () => !controller.signal.aborted && setAgent(null));
    return () => controller.abort();
  }, []);

  const select = useCallback((id: string) => {
    setSelected(id);
    const url = new URL(location.href);
    url.searchParams.set('complaint', id);
    history.replaceState(null, '', url);
  }, []);

  if (agent === undefined) return <p className="support-muted">…</p>;
  if (agent === null) return <AgentSignIn onSignedIn={setAgent} />;

  return (
    <div className="support-desk">
      <div className="support-bar">
        <span>{t('agentSignedInAs', { name: agent.displayName })}</span>
        <button type="button" onClick={() => void signOut().finally(() => setAgent(null))}>
          {t('agentSignOut')}
        </button>
      </div>
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
      {children}
      <DemoControls />
    </div>
  );
}
