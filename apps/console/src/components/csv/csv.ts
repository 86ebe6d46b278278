// Tables as CSV files for staff (the writer is shared with the server: @pautang/contract/format/csv), and the
// browser's download of one.
export { csvCell, toCsv, type CsvCell } from '@pautang/contract/format/csv';

/**
 * Hands the document to the browser as a download. The byte-order mark makes spreadsheet programs read it as
 * UTF-8 (₱ and ñ survive); the object URL is released once the click has been dispatched.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
