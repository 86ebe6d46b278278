// Detail rows {text, value, type}: money is centavos, dates are shown date-only, days get their unit.
import type { DetailRow } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { orderDetailText } from '../../../i18n/en/order-detail';
import { fill } from '../../../i18n/messages';

export function formatDetailValue(row: DetailRow): string {
  const raw = String(row.value);
  switch (row.type) {
    case 'money': {
      const centavos = Number(row.value);
      return raw.trim() !== '' && Number.isSafeInteger(centavos) ? formatPeso(centavos) : raw;
    }
    case 'date':
      return formatDate(raw, { dateOnly: true }) || raw;
    case 'days':
      return fill(orderDetailText.days, { n: raw });
    default:
      return raw;
  }
}
