// The SMS outbox (the default SMS adapter's messages): the newest first, for agents. The demo reads one-time
// codes here; outside demo mode the server masks them (an agent must not be able to sign in as a borrower).
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { formatDate } from '@pautang/contract/format/date';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { getJson } from '../../../lib/request';

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
    (e) => ({
      rows: e.data?.messages ?? [],
      ...(e.data?.masked === true ? { note: t('outboxMasked') } : {}),
    }),
  );

const COLUMNS: ListColumn<Message>[] = [
  { header: t('historyAt'), cell: (m) => formatDate(m.createdAt) },
  { header: t('outboxPhone'), cell: (m) => m.phone },
  { header: t('outboxMessage'), cell: (m) => m.body },
];

export function SmsOutbox() {
  return (
    <ListPanel
      title={t('outboxTitle')}
      refresh={t('outboxRefresh')}
      empty={t('outboxEmpty')}
      load={loadOutbox}
      columns={COLUMNS}
      keyOf={(m) => m.id}
      testId="sms-outbox"
    />
  );
}
