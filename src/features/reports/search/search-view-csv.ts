import { SEARCH_REPORT_FIELDS, type SearchReportRow } from '@contract/reports';
import { buildCsvInChunks } from '@/lib/csv-blob';
import { compareCsvCells, compareCsvHeader } from '../shared/compare/compare-csv';
import type { RowChange } from '../shared/compare/row-comparison';
import type { RowModel } from './row-model';
import type { Column, GroupBy } from './view-search';

/** A rollup as the page shows it: its rows, in the shown order, with its columns. */
export interface ShownRollup {
  group: GroupBy;
  columns: readonly Column[];
  rows: readonly SearchReportRow[];
  order: Int32Array;
  /** While comparing: the metric and each row's change (by row index), for the CSV's comparison columns. */
  compare?: { metric: string; changes: readonly (RowChange | undefined)[] };
}

/** CSV of the view: the row's data fields as the API sends them. */
const CSV_HEADER: string[] = [...SEARCH_REPORT_FIELDS];

/** The row's values of the given columns (all by default), as the API writes them. */
export function csvCells(
  row: SearchReportRow,
  columns: readonly Column[] = SEARCH_REPORT_FIELDS,
): unknown[] {
  return columns.map((field) => row[field]);
}

function* viewCells(
  rows: readonly SearchReportRow[],
  view: Int32Array,
  columns?: readonly Column[],
  changes?: readonly (RowChange | undefined)[],
): Generator<unknown[]> {
  for (const i of view) {
    const row = rows[i];
    const cells = row ? csvCells(row, columns) : [];
    yield changes ? [...cells, ...compareCsvCells(changes[i])] : cells;
  }
}

/**
 * "Export current view" of the Search report: the rollup on screen (its columns,
 * its order, the comparison's columns) or the rows as filtered and sorted, built
 * in slices that yield. Loaded on first use: off the report's first view.
 */
export function searchViewCsv(
  shown: { rollup: ShownRollup } | { model: RowModel; view: Int32Array },
  signal: AbortSignal,
): Promise<Blob> {
  const options = { chunkSize: 2000, signal };
  if ('rollup' in shown) {
    const { rollup } = shown;
    return buildCsvInChunks(
      [...rollup.columns, ...(rollup.compare ? compareCsvHeader(rollup.compare.metric) : [])],
      viewCells(rollup.rows, rollup.order, rollup.columns, rollup.compare?.changes),
      options,
    );
  }
  return buildCsvInChunks(CSV_HEADER, viewCells(shown.model.rows, shown.view), options);
}
