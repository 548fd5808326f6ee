import { divideDecimals, sumDecimals } from '@contract/decimal';
import type { XmlStatsRow } from '@contract/reports';

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
  const known = KNOWN_HEADERS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Columns in the order the rows give them; the key column first. */
export function columnsOf(rows: readonly XmlStatsRow[], keyColumn: string): Column[] {
  const keys: string[] = [keyColumn];
  for (const row of rows)
    for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const columns = keys.map((key) => ({
    key,
    header: humanize(key),
    numeric: key !== keyColumn && rows.some((r) => typeof r[key] === 'number'),
  }));
  if (keys.includes('gross_clicks') && keys.includes('gross_requests'))
    columns.push({ key: 'ctr', header: humanize('ctr'), numeric: true });
  return columns;
}

/** A cell as the table shows and sorts it (CTR derived from the row's counts). */
export function cellOf(row: XmlStatsRow, key: string): CellValue {
  if (key === 'ctr') return ratio(row.gross_clicks, row.gross_requests);
  const value = row[key];
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

function ratio(a: unknown, b: unknown): number | null {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && y !== 0 ? x / y : null;
}

/** A number as a plain decimal string, for contract/decimal's exact arithmetic. */
export function decimalText(value: number): string {
  // Fixed notation: String(1e-7) would be "1e-7".
  return value.toFixed(10);
}

/**
 * Totals: sums of the numeric columns (exact for money), rates recomputed from
 * the sums, never averaged.
 */
export function totalsOf(
  rows: readonly XmlStatsRow[],
  columns: readonly Column[],
): Record<string, CellValue> {
  const totals: Record<string, CellValue> = {};
  for (const column of columns) {
    if (!column.numeric || column.key === 'ctr') continue;
    const values = rows.map((r) => r[column.key]).filter((v): v is number => typeof v === 'number');
    totals[column.key] = values.every(Number.isInteger)
      ? values.reduce((a, b) => a + b, 0)
      : Number(sumDecimals(values.map(decimalText), 10));
  }
  const clicks = totals.gross_clicks;
  const requests = totals.gross_requests;
  if (typeof clicks === 'number' && typeof requests === 'number')
    totals.ctr = Number(divideDecimals(String(clicks), String(requests), 10));
  return totals;
}
