import type { ReactNode } from 'react';
import './figures-table.css';

export type FigureRow =
  { label: string; value: ReactNode; total?: boolean; testId?: string } | { group: string };

/** A two-column table of labelled figures; a `group` row titles the rows below it (e.g. itemised charges). */
export function FiguresTable({ rows, labelledBy }: { rows: FigureRow[]; labelledBy: string }) {
  return (
    <table className="agreements-table" aria-labelledby={labelledBy}>
      <tbody>
        {rows.map((row, i) =>
          'group' in row ? (
            <tr key={i} className="agreements-table-group">
              <th scope="colgroup" colSpan={2}>
                {row.group}
              </th>
            </tr>
          ) : (
            <tr key={i} className={row.total ? 'agreements-table-total' : undefined}>
              <th scope="row">{row.label}</th>
              <td data-testid={row.testId}>{row.value}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
