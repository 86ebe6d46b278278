// A back-office list: a titled panel with a refresh button, the load error, an empty text, and a table of rows.
// The SMS outbox, the website's messages and the refunds owed are each one of these (they were three copies).
// Every list exports as CSV: each column's `csv` text, or the text its cell shows.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { t } from '../../i18n/messages';
import { useResource } from '../../lib/use-resource';
import type { CsvCell } from '../csv/csv';
import { ExportCsvButton } from '../csv/export-csv-button';
import { nodeText } from '../csv/node-text';

export type ListColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell as the CSV export writes it (a plain amount, say); the text the cell shows when absent. */
  csv?: (row: Row) => CsvCell;
};

/** A list's rows as CSV cells, column by column. */
export const csvRows = <Row,>(columns: readonly ListColumn<Row>[], rows: readonly Row[]): CsvCell[][] =>
  rows.map((row) => columns.map((c) => (c.csv ? c.csv(row) : nodeText(c.cell(row)))));

export function ListPanel<Row>({
  title,
  refresh,
  empty,
  load,
  columns,
  keyOf,
  testId,
  csvName = testId,
  toolbar,
}: {
  title: string;
  refresh: string;
  empty: string;
  /** Stable (module-level or memoised): a new function loads again. */
  load: (signal: AbortSignal) => Promise<{ rows: Row[]; note?: string }>;
  columns: ListColumn<Row>[];
  keyOf: (row: Row) => string | number;
  testId: string;
  /** The exported file's name (without .csv); the test id when not given. */
  csvName?: string;
  /** Filters or a note, between the title and the table. */
  toolbar?: ReactNode;
}) {
  const id = useId();
  const list = useResource(load);
  // A refresh keeps the rows on screen until the new ones arrive (issue 40: the outbox emptied on every refresh).
  const [last, setLast] = useState<{ rows: Row[]; note?: string } | null>(null);
  useEffect(() => {
    if (list.status === 'ready') setLast(list.data);
  }, [list]);
  const data = list.status === 'ready' ? list.data : list.status === 'loading' ? last : null;
  return (
    <section className="support-outbox" aria-labelledby={id} aria-busy={list.status === 'loading'}>
      <h2 id={id}>
        {title}{' '}
        <button type="button" className="support-link" onClick={list.reload}>
          {refresh}
        </button>
        {data && data.rows.length > 0 && (
          <>
            {' '}
            <ExportCsvButton
              fileName={csvName}
              header={columns.map((c) => c.header)}
              rows={() => csvRows(columns, data.rows)}
            />
          </>
        )}
      </h2>
      {toolbar}
      {list.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: list.error })}
        </p>
      )}
      {data &&
        (data.rows.length === 0 ? (
          <p className="support-muted">{empty}</p>
        ) : (
          <>
            {data.note && <p className="support-muted">{data.note}</p>}
            <table className="support-table" data-testid={testId}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={keyOf(row)}>
                    {columns.map((c) => (
                      <td key={c.header} data-label={c.header}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </section>
  );
}
