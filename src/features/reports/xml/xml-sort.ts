import type { XmlStatsRow } from '@contract/reports';
import { cellOf, type CellValue, type Column } from './columns';
import type { XmlSearch } from './xml-search';

/** The table's sort as the URL holds it. */
export type XmlSort = Pick<XmlSearch, 'sort' | 'order'>;

function compare(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Text in a column of numbers ("n/a") after them, as an empty cell is.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return String(a).localeCompare(String(b));
}

/** The column the table is sorted by: none when the URL names a key these rows lack. */
export function sortColumn(sort: XmlSort, columns: readonly Column[]): Column | undefined {
  return sort.sort === undefined ? undefined : columns.find((c) => c.key === sort.sort);
}

/** Rows in the sort's order; the server's order when there is none. */
export function sortRows(
  rows: readonly XmlStatsRow[],
  sort: XmlSort,
  columns: readonly Column[],
): readonly XmlStatsRow[] {
  const column = sortColumn(sort, columns);
  if (!column) return rows;
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(cellOf(a, column.key), cellOf(b, column.key)));
}

/** A header click: the same column flips its order, another one starts ascending. */
export function nextSort(current: XmlSort, key: string): Required<XmlSort> {
  return {
    sort: key,
    order: current.sort === key && current.order === 'asc' ? 'desc' : 'asc',
  };
}
