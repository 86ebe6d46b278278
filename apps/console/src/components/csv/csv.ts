// Tables as CSV files for staff (the writer is shared with the server: @pautang/contract/format/csv), and the
// browser's download of one.
export { csvCell, toCsv, type CsvCell } from '@pautang/contract/format/csv';

/**
 * Hands the document to the browser as a download. The byte-order mark makes spreadsheet programs read it as
 * UTF-8 (₱ and ñ survive); the object URL is released once the click has been dispatched.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  saveFile(name, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a file (a CSV, a statement's PDF) to the browser as a download under `name`. */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
