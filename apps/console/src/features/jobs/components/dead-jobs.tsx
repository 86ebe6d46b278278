// The dead-letter list for admins: each job that failed its last try, with its error and tries, and a button that
// sends it again (the server records who did, in the audit log). Loading, error, empty and queue-off states.
import { useCallback, useId, useState } from 'react';
import { formatDate } from '@pautang/contract/format/date';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { listDeadJobs, retryDeadJob } from '../api/jobs-api';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function DeadJobs() {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => listDeadJobs(signal), []);
  const list = useResource(load);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const retry = (jobId: string, name: string) => {
    if (busy) return;
    setBusy(jobId);
    setNotice(null);
    retryDeadJob(jobId).then(
      () => {
        setBusy(null);
        setNotice({ kind: 'ok', text: t('jobsRetried', { name }) });
        list.reload();
      },
      (error: unknown) => {
        setBusy(null);
        setNotice({ kind: 'error', text: errorText(error) });
      },
    );
  };

  return (
    <section aria-labelledby={id} data-testid="dead-jobs">
      <h2 id={id}>
        {t('jobsTitle')}{' '}
        <button type="button" className="support-link" onClick={list.reload}>
          {t('jobsRefresh')}
        </button>
      </h2>
      <p className="staff-muted">{t('jobsIntro')}</p>
      {notice?.kind === 'ok' && (
        <p role="status" className="support-message">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'error' && (
        <p role="alert" className="staff-error">
          {notice.text}
        </p>
      )}
      {list.status === 'loading' && <p className="staff-muted">{t('sectionLoading')}</p>}
      {list.status === 'error' && (
        <p role="alert" className="staff-error">
          {t('loadFailed', { error: list.error })}
        </p>
      )}
      {list.status === 'ready' && !list.data.enabled && <p className="staff-muted">{t('jobsOff')}</p>}
      {list.status === 'ready' && list.data.enabled && list.data.jobs.length === 0 && (
        <p className="staff-muted">{t('jobsEmpty')}</p>
      )}
      {list.status === 'ready' && list.data.jobs.length > 0 && (
        <table className="staff-table">
          <thead>
            <tr>
              <th>{t('jobsName')}</th>
              <th>{t('jobsData')}</th>
              <th>{t('jobsError')}</th>
              <th>{t('jobsAttempts')}</th>
              <th>{t('jobsFailedAt')}</th>
              <th>{t('jobsActions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.jobs.map((job) => (
              <tr key={job.id} data-testid="dead-job">
                <td>{job.name}</td>
                <td>
                  <code>{job.dataSummary}</code>
                </td>
                <td>{job.error}</td>
                <td>{job.attempts}</td>
                <td>{formatDate(job.failedAt)}</td>
                <td>
                  <button
                    type="button"
                    disabled={busy !== null}
                    aria-label={t('jobsRetryLabel', { name: job.name })}
                    onClick={() => retry(job.id, job.name)}
                  >
                    {t('jobsRetry')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
