/**
 * RFC 4180 CSV: CRLF line ends, a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled. Text that a spreadsheet would read as a formula
 * (starting with = + - @ TAB or CR) gets a leading single quote (OWASP "CSV
 * injection"); numbers, and strings that are plain decimal numbers like "-1.5"
 * or the Search report's "0.000000", stay as they are so they sum in Excel.
 */
export type CsvCell = string | number | bigint | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !PLAIN_NUMBER.test(text) && FORMULA_START.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns`, then one line per row, every line ended by CRLF. */
export function toCsv<Row extends object>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  let out = line(columns);
  for (const row of rows) out += line(columns.map((c) => row[c] as CsvCell));
  return out;
}
