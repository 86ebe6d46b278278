// The 'Detailed' fee list. Rows carry their type, so money (centavos), dates and day counts are formatted here.
import type { DetailRow } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { useId } from 'react';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { fill } from '../../../i18n/messages';
import './detail-list.css';

export type MoneyFormat = (centavos: number) => string;

export function formatDetailValue(row: DetailRow, money: MoneyFormat = formatPeso): string {
  switch (row.type) {
    case 'money': {
      const centavos = Number(row.value);
      // A malformed amount shows as sent rather than breaking the page.
      return Number.isSafeInteger(centavos) ? money(centavos) : String(row.value);
    }
    case 'date':
      return formatDate(String(row.value), { dateOnly: true });
    case 'days':
      return fill(loanConfirmText.days, { n: row.value });
    default:
      return String(row.value);
  }
}

export function DetailList({ rows, money = formatPeso }: { rows: DetailRow[]; money?: MoneyFormat }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section className="card loan-confirm-details" aria-labelledby={id}>
      <h2 id={id}>{loanConfirmText.detailed}</h2>
      <dl>
        {rows.map((row, i) => (
          <div key={`${i}-${row.text}`} className="loan-confirm-detail">
            <dt>{row.text}</dt>
            <dd>{formatDetailValue(row, money)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
