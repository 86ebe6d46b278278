// Messages from the official site's Contact tab, the newest first, for agents to answer by e-mail or phone.
import { formatDate } from '@pautang/contract/format/date';
import type { ContactMessage } from '@pautang/contract/site';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { getContactMessages } from '../api/contact-messages-api';

const loadMessages = (signal: AbortSignal) => getContactMessages(signal).then((rows) => ({ rows }));

const COLUMNS: ListColumn<ContactMessage>[] = [
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
];

export function ContactMessages() {
  return (
    <ListPanel
      title={t('contactTitle')}
      refresh={t('outboxRefresh')}
      empty={t('contactEmpty')}
      load={loadMessages}
      columns={COLUMNS}
      keyOf={(m) => m.id}
      testId="contact-messages"
    />
  );
}
