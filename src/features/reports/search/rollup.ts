import { searchReportFieldsOf, type SearchReportRow } from '@contract/reports';
import { TotalSums } from './totals';
import type { Column, GroupBy, SortOrder } from './view-search';

/** The columns a rollup shows and exports: its group's field, then every count and money column. */
export function rollupColumns(group: GroupBy): Column[] {
  return [group, ...searchReportFieldsOf('count', 'money')];
}

/**
 * The sort a rollup is shown in: the URL's, when that column is one the rollup
 * shows; else by the group's own field, ascending (a rollup by country that
 * came from a view sorted by date lists its countries in order).
 */
export function rollupSort(
  group: GroupBy,
  sort: Column,
  order: SortOrder,
): { sort: Column; order: SortOrder } {
  return rollupColumns(group).includes(sort) ? { sort, order } : { sort: group, order: 'asc' };
}

/**
 * The given rows rolled up by one field, from the rows already loaded: one row
 * per value of `group`, in the order each value first appears, shaped as a
 * Search report row so the table, its sort and the CSV read it as they read
 * the others. Its other key fields are empty (they are not shown). Counts and
 * revenue are exact sums (TotalSums, as the totals), EPC and RPM recomputed
 * from them; a ratio whose divisor sums to zero is '' (the cell shows "—").
 */
export function rollUp(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
  group: GroupBy,
): SearchReportRow[] {
  const groups = new Map<string | number, { first: SearchReportRow; sums: TotalSums }>();
  for (const i of indexes) {
    const row = rows[i];
    if (!row) continue;
    const key = row[group];
    let entry = groups.get(key);
    if (!entry) groups.set(key, (entry = { first: row, sums: new TotalSums() }));
    entry.sums.addRow(row);
  }
  return Array.from(groups.values(), ({ first, sums }) => {
    const totals = sums.result();
    return {
      date: '',
      feed: 0,
      geo: '',
      subid: '',
      [group]: first[group],
      ...totals,
      epc: isZero(totals.clicks) ? '' : totals.epc,
      rpm: isZero(totals.total) ? '' : totals.rpm,
    };
  });
}

// The sums are integer strings as bigint's toString writes them.
function isZero(count: string): boolean {
  return count === '0';
}
