// One table of a report: a heading with its CSV export, the rows, or what to say when there are none. The columns
// are the list panel's (components/list-panel), so a cell's export text is declared the same way everywhere.
import { useId } from 'react';
import { csvRows, type ListColumn } from '../../../components/list-panel/list-panel';
import { ExportCsvButton } from '../../../components/csv/export-csv-button';

export function ReportTable<Row>({
  title,
  columns,
  rows,
  keyOf,
  fileName,
  empty,
  testId,
}: {
  title: string;
  columns: ListColumn<Row>[];
  rows: readonly Row[];
  keyOf: (row: Row) => string | number;
  fileName: string;
  empty: string;
  testId: string;
}) {
  const id = useId();
  return (
    <section className="reports-block" aria-labelledby={id}>
      <h3 id={id}>
        {title}{' '}
        {rows.length > 0 && (
          <ExportCsvButton
            fileName={fileName}
            header={columns.map((c) => c.header)}
            rows={() => csvRows(columns, rows)}
          />
        )}
      </h3>
      {rows.length === 0 ? (
        <p className="reports-muted">{empty}</p>
      ) : (
        <table className="reports-table" data-testid={testId}>
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
            {rows.map((row) => (
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
      )}
    </section>
  );
}
