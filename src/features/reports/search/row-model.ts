import { searchReportFieldsOf, searchReportScale, type SearchReportRow } from '@contract/reports';
import { countryName } from '@/lib/country-names';
import { integerNumber, scaledNumber, toInteger, toScaled } from './fixed-decimal';
import type { Column, SortOrder } from './view-search';

/**
 * The rows of one data load, with what filtering and sorting need built on
 * first use and kept: a lowercase text index, country codes, and sort orders
 * per column, so a re-sort or a new filter is a linear pass. Nothing is built
 * on load: the first paint of 50,000 rows waits for none of it.
 */
export interface RowModel {
  rows: readonly SearchReportRow[];
  /** Indexes of the rows in the given order. */
  order(column: Column, direction: SortOrder): Int32Array;
  /** Indexes of the rows matching the filter, in the given order. */
  view(column: Column, direction: SortOrder, filter: string | undefined): Int32Array;
}

// Money sorts as decimals at its own scale, counts as integers (contract/reports.ts).
const SCALE: Partial<Record<Column, number>> = Object.fromEntries(
  searchReportFieldsOf('money').map((field) => [field, searchReportScale(field)]),
);
const INTEGER: ReadonlySet<Column> = new Set(searchReportFieldsOf('count'));

export function createRowModel(rows: readonly SearchReportRow[]): RowModel {
  let index: string[] | undefined;
  const textIndex = () =>
    (index ??= rows.map((row) =>
      `${row.geo}\u0000${countryName(row.geo) ?? ''}\u0000${row.feed}\u0000${row.subid}`.toLowerCase(),
    ));
  let geos: string[] | undefined;
  let codes: Set<string> | undefined;
  const ascending = new Map<Column, Int32Array>();
  const descending = new Map<Column, Int32Array>();

  function ascendingOrder(column: Column): Int32Array {
    const cached = ascending.get(column);
    if (cached) return cached;
    const compare = comparatorFor(column, rows);
    const order = new Int32Array(rows.length);
    let sorted = true;
    for (let i = 0; i < order.length; i++) {
      order[i] = i;
      if (sorted && i > 0 && compare(i - 1, i) > 0) sorted = false;
    }
    // Ties keep the server's order (date, feed, geo, subid); rows already in
    // order (by date, as the server sends them) need no sort at all.
    if (!sorted) order.sort((a, b) => compare(a, b) || a - b);
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
    order,
    view(column, direction, filter) {
      const sorted = order(column, direction);
      const needle = filter?.trim().toLowerCase();
      if (!needle) return sorted;
      geos ??= rows.map((row) => row.geo.toLowerCase());
      codes ??= new Set(geos);
      // A country code of this report means that country, not every name containing it
      // ("de" is Germany, not Denmark or Bangladesh).
      if (codes.has(needle)) {
        const byCode = geos;
        return sorted.filter((i) => byCode[i] === needle);
      }
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
    // Exact keys, computed once per column: decimals are compared as scaled integers,
    // as doubles while every one fits exactly, else as bigints.
    const texts = rows.map((row) => row[column] as string);
    const fast = new Float64Array(texts.length);
    let exact = true;
    for (let i = 0; i < texts.length && exact; i++) {
      const text = texts[i] ?? '';
      const key = scale === undefined ? integerNumber(text) : scaledNumber(text, scale);
      if (key === undefined) exact = false;
      else fast[i] = key;
    }
    if (exact) return (a, b) => (fast[a] ?? 0) - (fast[b] ?? 0);
    const keys = texts.map((text) =>
      scale === undefined ? toInteger(text) : toScaled(text, scale),
    );
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
