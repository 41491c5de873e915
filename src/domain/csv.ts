/**
 * CSV files for spreadsheets (RFC 4180): fields with a comma, a quote or a line break are quoted
 * and their quotes doubled; lines end with CRLF. A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return: OWASP "CSV injection") gets a leading
 * apostrophe, so a guest's name can never run as a formula in the manager's spreadsheet.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as written in the file. Numbers are written as they are (a negative amount stays a number). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as a CSV text, CRLF after every line (the header is the first row). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
