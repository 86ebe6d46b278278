// The SMS outbox (the default SMS adapter's messages): the newest first, for agents. The demo reads one-time
// codes here; outside demo mode the server masks them (an agent must not be able to sign in as a borrower).
import type { OutboxMessage } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { getSmsOutbox } from '../api/support-api';

const loadOutbox = (signal: AbortSignal) =>
  getSmsOutbox(signal).then((d) => ({
    rows: d.messages,
    ...(d.masked ? { note: t('outboxMasked') } : {}),
  }));

const COLUMNS: ListColumn<OutboxMessage>[] = [
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
