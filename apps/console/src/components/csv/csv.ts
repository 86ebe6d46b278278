// Tables as CSV files (RFC 4180), for staff who take a table to a spreadsheet. A cell a spreadsheet would run as a
// formula (text starting with = + - @, or a tab or carriage return that some read as one) gets a leading
// apostrophe: a borrower's name or a complaint is text typed by someone outside, and must never run on a staff
// member's machine (OWASP, CSV injection).
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV text: neutralised when it could start a formula, then quoted when it holds a comma, a quote or a
 * line break (quotes doubled). A number is written as it is: it cannot carry a formula, and -5 must stay a number.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and its rows as one CSV document, lines ended by CRLF as RFC 4180 writes them. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

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
