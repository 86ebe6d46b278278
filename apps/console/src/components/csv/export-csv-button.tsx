// A table's "Export CSV" button: the rows it is handed, written when pressed (nothing is built until then).
import { t } from '../../i18n/messages';
import { downloadCsv, toCsv, type CsvCell } from './csv';

export function ExportCsvButton({
  fileName,
  header,
  rows,
  label = t('exportCsv'),
}: {
  fileName: string;
  header: readonly string[];
  rows: () => readonly (readonly CsvCell[])[];
  label?: string;
}) {
  return (
    <button
      type="button"
      className="support-link"
      data-csv={fileName}
      onClick={() => downloadCsv(fileName, toCsv(header, rows()))}
    >
      {label}
    </button>
  );
}
