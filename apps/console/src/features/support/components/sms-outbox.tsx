// The SMS outbox (the default SMS adapter's messages): the newest first, for agents. The demo reads one-time
// codes here; outside demo mode the server masks them (an agent must not be able to sign in as a borrower).
import { useCallback, useId } from 'react';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { formatDate } from '@pautang/contract/format/date';
import { t } from '../../../i18n/messages';
import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

type Message = {
  id: number;
  phone: string;
  body: string;
  provider: string;
  status: string;
  createdAt: string;
};

const loadOutbox = (signal: AbortSignal) =>
  getJson<Envelope<{ masked?: boolean; messages: Message[] }>>(`${CONSOLE_PREFIX}sms-outbox`, signal).then(
    (e) => ({ masked: e.data?.masked === true, messages: e.data?.messages ?? [] }),
  );

export function SmsOutbox() {
  const id = useId();
  const load = useCallback(loadOutbox, []);
  const outbox = useResource(load);
  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>
        {t('outboxTitle')}{' '}
        <button type="button" className="support-link" onClick={outbox.reload}>
          {t('outboxRefresh')}
        </button>
      </h2>
      {outbox.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: outbox.error })}
        </p>
      )}
      {outbox.status === 'ready' &&
        (outbox.data.messages.length === 0 ? (
          <p className="support-muted">{t('outboxEmpty')}</p>
        ) : (
          <>
            {outbox.data.masked && <p className="support-muted">{t('outboxMasked')}</p>}
            <table className="support-table" data-testid="sms-outbox">
              <thead>
                <tr>
                  <th scope="col">{t('historyAt')}</th>
                  <th scope="col">{t('outboxPhone')}</th>
                  <th scope="col">{t('outboxMessage')}</th>
                </tr>
              </thead>
              <tbody>
                {outbox.data.messages.map((m) => (
                  <tr key={m.id}>
                    <td>{formatDate(m.createdAt)}</td>
                    <td>{m.phone}</td>
                    <td>{m.body}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </section>
  );
}
