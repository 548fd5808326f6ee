import type { SearchReportRow } from '../../../../contract/reports';
import { toInteger, toScaled } from './fixed-decimal';
import type { Column, SortOrder } from './view-search';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const nameCache = new Map<string, string>();

/** The English name of a country code, or the code itself when unknown. */
export function countryName(code: string): string {
  let name = nameCache.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code.toUpperCase()) ?? code;
    } catch {
      name = code;
    }
    nameCache.set(code, name);
  }
  return name;
}

/**
 * The rows of one data load, with what filtering and sorting need computed
 * once: country names, a lowercase text index, and sort orders per column
 * (built on first use and kept), so a re-sort or a new filter is a linear pass.
 */
export interface RowModel {
  rows: readonly SearchReportRow[];
  names: readonly string[];
  /** Indexes of the rows in the given order. */
  order(column: Column, direction: SortOrder): Int32Array;
  /** Indexes of the rows matching the filter, in the given order. */
  view(column: Column, direction: SortOrder, filter: string | undefined): Int32Array;
}

const SCALE: Partial<Record<Column, number>> = { revenue: 10, epc: 6, rpm: 6 };
const INTEGER: ReadonlySet<Column> = new Set(['total', 'monetized', 'clicks']);

export function createRowModel(rows: readonly SearchReportRow[]): RowModel {
  const names = rows.map((row) => countryName(row.geo));
  // Built on the first filter, not on load: the first paint of rows does not wait for it.
  let index: string[] | undefined;
  const textIndex = () =>
    (index ??= rows.map((row, i) =>
      `${row.geo}\u0000${names[i] ?? ''}\u0000${row.feed}\u0000${row.subid}`.toLowerCase(),
    ));
  const geos = rows.map((row) => row.geo.toLowerCase());
  const codes = new Set(geos);
  const ascending = new Map<Column, Int32Array>();
  const descending = new Map<Column, Int32Array>();

  function ascendingOrder(column: Column): Int32Array {
    const cached = ascending.get(column);
    if (cached) return cached;
    const compare = comparatorFor(column, rows);
    // Ties keep the server's order (date, feed, geo, subid).
    const order = Int32Array.from(rows.keys()).sort((a, b) => compare(a, b) || a - b);
    ascending.set(column, order);
    return order;
  }

  function order(column: Column, direction: SortOrder): Int32Array {
    const up = ascendingOrder(column);
    if (direction === 'asc') return up;
    const cached = descending.get(column);
    if (cached) return cached;
    const down = up.slice().reverse();
    descending.set(column, down);
    return down;
  }

  return {
    rows,
    names,
    order,
    view(column, direction, filter) {
      const sorted = order(column, direction);
      const needle = filter?.trim().toLowerCase();
      if (!needle) return sorted;
      // A country code of this report means that country, not every name containing it
      // ("de" is Germany, not Denmark or Bangladesh).
      if (codes.has(needle)) return sorted.filter((i) => geos[i] === needle);
      const text = textIndex();
      return sorted.filter((i) => (text[i] ?? '').includes(needle));
    },
  };
}

function comparatorFor(
  column: Column,
  rows: readonly SearchReportRow[],
): (a: number, b: number) => number {
  if (column === 'feed') return (a, b) => (rows[a]?.feed ?? 0) - (rows[b]?.feed ?? 0);
  const scale = SCALE[column];
  if (scale !== undefined || INTEGER.has(column)) {
    // Exact keys, computed once per column: decimals are compared as scaled integers.
    const keys = rows.map((row) => {
      const text = row[column] as string;
      return scale === undefined ? toInteger(text) : toScaled(text, scale);
    });
    return (a, b) => {
      const x = keys[a] ?? 0n;
      const y = keys[b] ?? 0n;
      return x < y ? -1 : x > y ? 1 : 0;
    };
  }
  const text = rows.map((row) => String(row[column]));
  return (a, b) => {
    const x = text[a] ?? '';
    const y = text[b] ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
  };
}
