/**
 * The one CSV encoder of the product: the reference API's report exports and
 * every file the dashboard builds (Search report view, campaign list, change
 * sets) write their cells here, so they cannot disagree.
 *
 * RFC 4180: CRLF line ends; a cell with a comma, quote, CR or LF is quoted and
 * its quotes doubled. Text a spreadsheet would run as a formula (starting with
 * = + - @ TAB or CR) gets a leading single quote (OWASP "CSV injection").
 * Numbers, and strings that are plain decimals like "-1.5" or the Search
 * report's "0.000000", stay as they are so they still sum in a spreadsheet;
 * "+1" or "1e3" are not plain decimals and are neutralised like any text.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null/undefined empty, numbers as they are, objects as JSON, text made safe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(cells: readonly unknown[]): string {
  let text = '';
  for (let i = 0; i < cells.length; i++) text += (i === 0 ? '' : ',') + csvCell(cells[i]);
  return `${text}\r\n`;
}

/** A header line, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  let text = csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}
