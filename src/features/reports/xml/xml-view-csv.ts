import type { XmlStatsRow } from '@contract/reports';
import { buildCsvInChunks } from '@/lib/csv-blob';
import { compareCsvCells, compareCsvHeader } from '../shared/compare/compare-csv';
import type { RowChange } from '../shared/compare/row-comparison';
import { cellOf, type CellValue, type Column } from './columns';

/**
 * The file of "Export current view": the rows as the table shows them, the raw
 * values of its columns, and the comparison's columns while comparing. Loaded
 * on the button's first use (xml-view-export.tsx).
 */
export function xmlViewCsv(
  rows: readonly XmlStatsRow[],
  columns: readonly Column[],
  compare?: { metric: string; changeOf(row: XmlStatsRow): RowChange | undefined },
): Promise<Blob> {
  const header = [
    ...columns.map((c) => c.key),
    ...(compare ? compareCsvHeader(compare.metric) : []),
  ];
  function* cells() {
    for (const row of rows) {
      const own = columns.map((c) => fileCell(cellOf(row, c.key)));
      yield compare ? [...own, ...compareCsvCells(compare.changeOf(row))] : own;
    }
  }
  return buildCsvInChunks(header, cells(), { chunkSize: 2000 });
}

/**
 * A cell as the file holds it: an answer's 1e400 arrives as Infinity, which no
 * spreadsheet reads as a number; the table shows "—", the file leaves it empty.
 */
function fileCell(value: CellValue): CellValue | '' {
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  return value ?? '';
}
