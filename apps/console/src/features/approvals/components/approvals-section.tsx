// Maker-checker (issue 28): the proposals waiting for a second staff member, and the latest decided. Each shows
// what it is, who proposed it and when, and the change itself (for settings and templates: what is in place now
// beside what is proposed). Approve and Reject (with a reason) are offered when the server says this staff member
// may decide it; otherwise the row says why not. The server decides each once, whoever clicks first.
import { useCallback, useId, useState } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import type { Approval } from '@pautang/contract/staff';
import { t } from '../../../i18n/messages';
import { RecordView } from '../../../components/change-view/change-view';
import { changedFields, type StaffNames } from '../../../lib/change-diff';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { currentAppSettings, currentTemplate, decideApproval, listApprovals } from '../api/approvals-api';
import '../../../components/admin-screens/admin-screens.css';

type Tab = 'pending' | 'decided';
type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function ApprovalsSection({ agent }: { agent: AgentInfo }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('pending');
  const [notice, setNotice] = useState<Notice>(null);
  const load = useCallback((signal: AbortSignal) => listApprovals(tab, signal), [tab]);
  const list = useResource(load);

  const decided = (approval: Approval) => {
    setNotice(
      approval.status === 'failed'
        ? { kind: 'error', text: t('approvalsFailed', { reason: approval.reason }) }
        : {
            kind: 'ok',
            text: t(approval.status === 'approved' ? 'approvalsApproved' : 'approvalsRejected', {
              summary: approval.summary,
            }),
          },
    );
    list.reload();
  };

  return (
    <section className="staff-admin" aria-labelledby={id} data-testid="approvals" data-staff={agent.id}>
      <h2 id={id}>{t('approvalsTitle')}</h2>
      <p className="staff-muted">{t('approvalsIntro')}</p>
      <div className="staff-tabs">
        {(['pending', 'decided'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={tab === key}
            onClick={() => {
              setNotice(null);
              setTab(key);
            }}
          >
            {t(key === 'pending' ? 'approvalsPending' : 'approvalsDecided')}
          </button>
        ))}
        <button type="button" className="support-link" onClick={list.reload}>
          {t('approvalsRefresh')}
        </button>
      </div>
      {notice && (
        <p
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          className={notice.kind === 'ok' ? '' : 'staff-error'}
        >
          {notice.text}
        </p>
      )}
      {list.status === 'loading' && <p className="staff-muted">{t('sectionLoading')}</p>}
      {list.status === 'error' && (
        <p role="alert" className="staff-error">
          {t('loadFailed', { error: list.error })}
        </p>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <p className="staff-muted">
          {t(tab === 'pending' ? 'approvalsEmptyPending' : 'approvalsEmptyDecided')}
        </p>
      )}
      {list.status === 'ready' &&
        list.data.map((a) => <ApprovalRow key={a.id} approval={a} agent={agent} onDecided={decided} />)}
    </section>
  );
}

function ApprovalRow({
  approval: a,
  agent,
  onDecided,
}: {
  approval: Approval;
  agent: AgentInfo;
  onDecided: (approval: Approval) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const reasonId = useId();

  const decide = (decision: 'approve' | 'reject') => {
    if (busy) return;
    setBusy(true);
    setError('');
    decideApproval(a.id, decision, reason).then(
      (approval) => {
        setBusy(false);
        onDecided(approval);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <article className="staff-card" data-testid="approval-row" data-kind={a.kind} data-status={a.status}>
      <h3>{a.summary}</h3>
      <p className="staff-muted">
        {a.kind} · {t('approvalsMadeBy', { maker: a.makerName, at: formatDate(a.madeAt) })}
        {a.amount !== null && <> · {t('approvalsAmount', { amount: formatPeso(a.amount) })}</>}
      </p>
      <ProposedChange approval={a} />
      {a.status !== 'pending' && (
        <p>
          {t('approvalsDecidedBy', {
            status: t(`approvals_status_${a.status}`),
            checker: a.checkerName ?? '',
            at: formatDate(a.checkedAt),
          })}
          {a.reason && <> · {t('approvalsReasonShown', { reason: a.reason })}</>}
        </p>
      )}
      {a.status === 'pending' &&
        (a.canDecide ? (
          <div className="staff-form">
            <label htmlFor={reasonId}>{t('approvalsReason')}</label>
            <textarea id={reasonId} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            <div>
              <button type="button" disabled={busy} onClick={() => decide('approve')}>
                {t('approvalsApprove')}
              </button>{' '}
              <button type="button" disabled={busy} onClick={() => decide('reject')}>
                {t('approvalsReject')}
              </button>
            </div>
          </div>
        ) : (
          <p className="staff-muted">{t(a.makerId === agent.id ? 'approvalsOwn' : 'approvalsNotYourRole')}</p>
        ))}
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
    </article>
  );
}

/** What is in place now for a settings or template proposal (admins may read it); null for other kinds. */
function currentOf(a: Approval): ((signal: AbortSignal) => Promise<unknown>) | null {
  if (a.kind === 'app-settings') return currentAppSettings;
  if (a.kind === 'promotion-template') {
    const id = (a.payload as { id?: unknown } | null)?.id;
    if (typeof id === 'string') return (signal) => currentTemplate(id, signal);
  }
  return null;
}

/** The change proposed: beside what is in place now when that can be read, else the proposal whole. */
function ProposedChange({ approval: a }: { approval: Approval }) {
  const proposed =
    a.kind === 'promotion-template' ? (a.payload as { template?: unknown } | null)?.template : a.payload;
  const [load] = useState(() => currentOf(a));
  if (!load || a.status !== 'pending') return <RecordView record={proposed} names={a.staffNames} />;
  return <BesideCurrent load={load} proposed={proposed} names={a.staffNames} />;
}

function BesideCurrent({
  load,
  proposed,
  names,
}: {
  load: (signal: AbortSignal) => Promise<unknown>;
  proposed: unknown;
  names: StaffNames | undefined;
}) {
  const current = useResource(load);
  // A checker who may not read the current values (another role) sees the proposal whole.
  if (current.status !== 'ready') return <RecordView record={proposed} names={names} />;
  const lines = changedFields(current.data, proposed, names);
  if (!lines) return <RecordView record={proposed} names={names} />;
  if (lines.length === 0) return <p className="staff-muted">{t('approvalsNoDifference')}</p>;
  return (
    <table className="staff-table" data-testid="approval-change">
      <thead>
        <tr>
          <th scope="col">{t('approvalsField')}</th>
          <th scope="col">{t('approvalsCurrent')}</th>
          <th scope="col">{t('approvalsProposed')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.field}>
            <td data-label={t('approvalsField')}>{l.label}</td>
            <td data-label={t('approvalsCurrent')}>{l.before}</td>
            <td data-label={t('approvalsProposed')}>{l.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
