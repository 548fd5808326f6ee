import { divideDecimals, sumDecimals, toUnits } from '@contract/decimal';
import { XML_METRIC_FIELDS, type XmlStatsRow } from '@contract/reports';

export type CellValue = string | number | null;

export interface Column {
  key: string;
  header: string;
  numeric: boolean;
}

const KNOWN_HEADERS: Record<string, string> = {
  date: 'Date',
  geo: 'Country',
  subid: 'Sub ID',
  ctr: 'Gross CTR',
};

/** "gross_requests" → "Gross requests". */
export function humanize(key: string): string {
  // Own keys only: KNOWN_HEADERS.constructor is a function every object inherits.
  const known = Object.hasOwn(KNOWN_HEADERS, key) ? KNOWN_HEADERS[key] : undefined;
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A row's own value of a field: the server names the fields, and `row.constructor`
 * or `row.toString` of a row without them would be what every object inherits.
 */
export function ownValue(row: XmlStatsRow, key: string): unknown {
  return Object.hasOwn(row, key) ? row[key] : undefined;
}

// The grouping keys: text even when they look like numbers (a sub ID "007").
const KEYS = ['date', 'geo', 'subid'];

// Numbers that name a thing (a tid, a feed, an account_id) and count nothing: a sum
// of them is nonsense, so they are never a numeric column (no total, no comparison).
const IDENTIFIER = /^(?:tid|sid|cid|uid|feed|id)$|_id$/;

export const isIdentifierColumn = (key: string) => IDENTIFIER.test(key);

/**
 * The rows of an answer, numeric text ("5000", "1.25": a plain decimal) made a
 * number and -0 made 0, in place (decision 010: display-only rows coerce), so it is summed and
 * sorted as one. Other text stays as given (a key or an id too: "0042"); totalsOf leaves its
 * column without a total.
 */
export function readXmlRows(rows: XmlStatsRow[]): XmlStatsRow[] {
  for (const row of rows) {
    // "us", "US" and "Us" are one country (as in the Search report): read as one code, so
    // the previous period and a link's `only` match it in whatever case either was sent.
    if (Object.hasOwn(row, 'geo') && typeof row.geo === 'string') row.geo = row.geo.toUpperCase();
    for (const [key, value] of Object.entries(row))
      // -0 (JSON and "-0" allow it) would be shown as "-0": x + 0 is 0 for it, x for any other.
      if (typeof value === 'number') row[key] = value + 0;
      else if (
        typeof value === 'string' &&
        !KEYS.includes(key) &&
        !IDENTIFIER.test(key) &&
        isDecimal(value)
      )
        row[key] = Number(value) + 0;
  }
  return rows;
}

/** The key a link's `only` names: a country in any case is the code the rows were read with. */
export const onlyKey = (keyColumn: string, only: string | undefined) =>
  keyColumn === 'geo' ? only?.toUpperCase() : only;

function isDecimal(value: string): boolean {
  try {
    toUnits(value, 0);
    return true;
  } catch {
    return false;
  }
}

/** Columns in the order the rows give them; the key column first. */
export function columnsOf(rows: readonly XmlStatsRow[], keyColumn: string): Column[] {
  const keys: string[] = [keyColumn];
  for (const row of rows)
    for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const columns = keys.map((key) => ({
    key,
    header: humanize(key),
    numeric:
      key !== keyColumn &&
      !IDENTIFIER.test(key) &&
      ((XML_METRIC_FIELDS as string[]).includes(key) ||
        rows.some((r) => typeof ownValue(r, key) === 'number')),
  }));
  // A `ctr` the server sends is this column (cellOf computes it from the counts, as its
  // total is): a second one would show the same numbers twice, under one key.
  if (keys.includes('gross_clicks') && keys.includes('gross_requests') && !keys.includes('ctr'))
    columns.push({ key: 'ctr', header: humanize('ctr'), numeric: true });
  return columns;
}

/** A cell as the table shows and sorts it (CTR derived from the row's counts). */
export function cellOf(row: XmlStatsRow, key: string): CellValue {
  // Without the counts, a server's own `ctr` is all there is to show.
  if (key === 'ctr' && Object.hasOwn(row, 'gross_requests'))
    return ratio(row.gross_clicks, row.gross_requests);
  const value = ownValue(row, key);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

function ratio(a: unknown, b: unknown): number | null {
  return isReadable(a) && isReadable(b) && b !== 0 ? a / b : null;
}

/**
 * A number the table can show and add up exactly: finite and within ±2^53
 * (1e400 arrives as Infinity; from 1e21 toFixed writes an exponent, and
 * beyond 2^53 a count is no longer exact). Anything else is shown as "—".
 */
export function isReadable(value: unknown): value is number {
  return typeof value === 'number' && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}

/** A readable number as a plain decimal string, for contract/decimal's exact arithmetic. */
export function decimalText(value: number): string {
  // Fixed notation: String(1e-7) would be "1e-7".
  return value.toFixed(10);
}

/**
 * Totals: sums of the numeric columns (exact for money), rates recomputed from
 * the sums, never averaged. A column with a value that is not readable has no
 * total (null, shown as "—"): a sum without it would be a wrong number.
 */
export function totalsOf(
  rows: readonly XmlStatsRow[],
  columns: readonly Column[],
): Record<string, CellValue> {
  // No prototype: a column named constructor or __proto__ is a key like any other here.
  const totals: Record<string, CellValue> = Object.create(null);
  for (const column of columns) {
    if (!column.numeric || column.key === 'ctr') continue;
    const values = rows.map((r) => ownValue(r, column.key));
    if (!values.every(isReadable)) {
      totals[column.key] = null;
      continue;
    }
    const sum = values.every(Number.isInteger)
      ? values.reduce((a, b) => a + b, 0)
      : Number(sumDecimals(values.map(decimalText), 10));
    totals[column.key] = isReadable(sum) ? sum : null;
  }
  const clicks = totals.gross_clicks;
  const requests = totals.gross_requests;
  if (isReadable(clicks) && isReadable(requests))
    totals.ctr = Number(divideDecimals(decimalText(clicks), decimalText(requests), 10));
  return totals;
}
