// Tables as CSV files (RFC 4180), for staff who take a table to a spreadsheet: written by the console in the
// browser, and by the server for a call answered as a file (the journal, issue 42). A cell a spreadsheet would run as a
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
