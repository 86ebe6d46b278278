// Messages from the official site's Contact tab, the newest first: open ones are the support desk's queue. An agent
// marks one handled (answered by phone or mail, or needing no answer) or answers it here by SMS to the phone the
// visitor left; the server has no e-mail sender, and the panel says so.
import { useCallback, useId, useMemo, useState } from 'react';
import {
  CONTACT_ANSWER_MAX,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageEntry,
  type ContactMessageStatus,
} from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import {
  answerContactMessage,
  getContactMessages,
  markContactMessageHandled,
} from '../api/contact-messages-api';

type Filter = ContactMessageStatus | '';

const EMPTY: Record<Filter, string> = {
  '': t('contactEmpty'),
  open: t('contactEmptyOpen'),
  handled: t('contactEmptyHandled'),
};

export function ContactMessages() {
  const id = useId();
  // The queue first: what nobody has handled yet.
  const [filter, setFilter] = useState<Filter>('open');
  const [version, setVersion] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) => getContactMessages(filter, signal).then((rows) => ({ rows })),
    // version is a reload trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter, version],
  );
  const columns = useMemo<ListColumn<ContactMessageEntry>[]>(
    () => [
      { header: t('historyAt'), cell: (m) => formatDate(m.createdAt) },
      {
        header: t('contactFrom'),
        cell: (m) => (
          <>
            {m.name}
            <br />
            <a href={`mailto:${m.email}`}>{m.email}</a>
            <br />
            {m.telephone}
          </>
        ),
      },
      { header: t('outboxMessage'), cell: (m) => <span className="support-pre">{m.message}</span> },
      { header: t('contactStatus'), cell: (m) => <MessageStatus message={m} /> },
      {
        header: t('historyWhat'),
        cell: (m) => <MessageActions message={m} onDone={() => setVersion((v) => v + 1)} />,
        csv: () => '',
      },
    ],
    [],
  );

  return (
    <ListPanel
      title={t('contactTitle')}
      refresh={t('contactRefresh')}
      empty={EMPTY[filter]}
      load={load}
      columns={columns}
      keyOf={(m) => m.id}
      testId="contact-messages"
      toolbar={
        <div className="support-filters">
          <label htmlFor={`${id}-show`}>{t('contactShow')}</label>
          <select id={`${id}-show`} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {CONTACT_MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`contact_${s}`)}
              </option>
            ))}
            <option value="">{t('contactShowAll')}</option>
          </select>
          <span className="support-muted">{t('contactNoEmail')}</span>
        </div>
      }
    />
  );
}

function MessageStatus({ message: m }: { message: ContactMessageEntry }) {
  return (
    <div data-testid="contact-status">
      <strong>{t(`contact_${m.status}`)}</strong>
      {m.handledBy && m.handledAt && (
        <p className="support-muted">
          {t('contactHandledBy', { agent: m.handledBy, at: formatDate(m.handledAt) })}
        </p>
      )}
      {m.answer && (
        <>
          <p className="support-muted">
            {t('contactAnswered', { agent: m.answer.by, at: formatDate(m.answer.at), phone: m.answer.to })}
          </p>
          <p className="support-pre">{m.answer.text}</p>
        </>
      )}
    </div>
  );
}

function MessageActions({ message: m, onDone }: { message: ContactMessageEntry; onDone: () => void }) {
  const id = useId();
  const [answering, setAnswering] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await action();
      onDone();
    } catch (err) {
      setError(t('actionFailed', { error: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };
  const send = () => {
    if (text.trim() === '') {
      setError(t('contactAnswerEmpty'));
      return;
    }
    void run(() => answerContactMessage(m.id, text));
  };

  return (
    <div className="support-contact-actions">
      {m.status === 'open' && (
        <button type="button" disabled={busy} onClick={() => void run(() => markContactMessageHandled(m.id))}>
          {t('contactMarkHandled')}
        </button>
      )}
      {!m.answer && !answering && (
        <button type="button" disabled={busy} onClick={() => setAnswering(true)}>
          {t('contactAnswer')}
        </button>
      )}
      {!m.answer && answering && (
        <>
          <label htmlFor={`${id}-answer`}>{t('contactAnswerLabel', { phone: m.telephone })}</label>
          <textarea
            id={`${id}-answer`}
            rows={4}
            maxLength={CONTACT_ANSWER_MAX}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, CONTACT_ANSWER_MAX))}
          />
          <span className="support-muted">
            {t('replyCounter', { n: text.length, max: CONTACT_ANSWER_MAX })}
          </span>
          <button type="button" disabled={busy} onClick={send}>
            {busy ? t('contactAnswerSending') : t('contactAnswerSend')}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="support-error">
          {error}
        </p>
      )}
    </div>
  );
}
