// Messages from the official site's Contact tab, the newest first, for agents to answer by e-mail or phone.
import { useCallback, useId } from 'react';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { formatDate } from '@pautang/contract/format/date';
import type { ContactMessage } from '@pautang/contract/site';
import { t } from '../../../i18n/messages';
import { getJson } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';

const loadMessages = (signal: AbortSignal) =>
  getJson<Envelope<{ messages: ContactMessage[] }>>(`${CONSOLE_PREFIX}contact-messages`, signal).then(
    (e) => e.data?.messages ?? [],
  );

export function ContactMessages() {
  const id = useId();
  const load = useCallback(loadMessages, []);
  const messages = useResource(load);
  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>
        {t('contactTitle')}{' '}
        <button type="button" className="support-link" onClick={messages.reload}>
          {t('outboxRefresh')}
        </button>
      </h2>
      {messages.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: messages.error })}
        </p>
      )}
      {messages.status === 'ready' &&
        (messages.data.length === 0 ? (
          <p className="support-muted">{t('contactEmpty')}</p>
        ) : (
          <table className="support-table" data-testid="contact-messages">
            <thead>
              <tr>
                <th scope="col">{t('historyAt')}</th>
                <th scope="col">{t('contactFrom')}</th>
                <th scope="col">{t('outboxMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.map((m) => (
                <tr key={m.id}>
                  <td>{formatDate(m.createdAt)}</td>
                  <td>
                    {m.name}
                    <br />
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                    <br />
                    {m.telephone}
                  </td>
                  <td className="support-pre">{m.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
