/** An answer's rows within the asked range, and how many it had outside. */
export interface RowsInRange<Row> {
  rows: Row[];
  outside: number;
}

const DAY = /^\d{4}-\d\d-\d\d$/;

/**
 * The rows dated from `from` to `to` (both included; YYYY-MM-DD compares as
 * text). A server that answers days it was not asked for (another time zone's
 * day, a cached wider range) must not have them counted in a report that names
 * these days (decision 069). A row without a date (XML per country or sub ID),
 * or with one that is no YYYY-MM-DD ("10/29/2026"), cannot be placed and is
 * kept, shown as sent (decision 066). With none outside, the same array: a copy of
 * 54,000 rows for nothing would be garbage.
 */
export function rowsInRange<Row extends { date?: unknown }>(
  rows: Row[],
  from: string,
  to: string,
): RowsInRange<Row> {
  const isOutside = ({ date }: Row) =>
    typeof date === 'string' && DAY.test(date) && (date < from || date > to);
  const outside = rows.filter(isOutside).length;
  return { rows: outside ? rows.filter((row) => !isOutside(row)) : rows, outside };
}
