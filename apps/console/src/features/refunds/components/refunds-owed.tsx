// Money owed back to borrowers (issue 25): overpayments, and codes paid after their debt was gone. Staff see who,
// how much and through which gateway reference; paying it out is the back office's refunds work.
import type { RefundOwed } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { getRefundsOwed } from '../api/refunds-api';

const loadRefunds = (signal: AbortSignal) => getRefundsOwed(signal).then((rows) => ({ rows }));

const COLUMNS: ListColumn<RefundOwed>[] = [
  { header: t('refundsPaidAt'), cell: (r) => (r.paidAt ? formatDate(r.paidAt) : '') },
  {
    header: t('refundsBorrower'),
    cell: (r) => (
      <>
        {r.borrowerName}
        <br />
        {r.phone}
      </>
    ),
  },
  {
    header: t('refundsPayment'),
    cell: (r) => (
      <>
        {r.referenceNo} · {r.channelName}
        {r.gatewayRef && ` · ${r.gatewayRef}`}
        <br />
        {t('refundsOrder', { order: r.orderId })} ·{' '}
        {t(r.reason === 'stale' ? 'refundsStale' : 'refundsOverpaid')}
      </>
    ),
  },
  {
    header: t('refundsAmount'),
    cell: (r) => (
      <>
        <strong>{formatPeso(r.refundAmount)}</strong>
        {r.refundAmount !== r.amount && (
          <>
            <br />
            {t('refundsOf', { amount: formatPeso(r.amount) })}
          </>
        )}
      </>
    ),
  },
];

export function RefundsOwed() {
  return (
    <ListPanel
      title={t('refundsTitle')}
      refresh={t('refundsRefresh')}
      empty={t('refundsEmpty')}
      load={loadRefunds}
      columns={COLUMNS}
      keyOf={(r) => r.referenceNo}
      testId="refunds-owed"
    />
  );
}
