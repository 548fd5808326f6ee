import { memo, useMemo, useRef, type ReactNode } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { SortableHeader } from '@/components/ui/sortable-header';
import { cn } from '@/components/ui/cn';
import { DENSITY_CLASSES, ROW_HEIGHT_PX, useDensity } from '@/lib/use-density';
import { useMeasuredRow, useRowWindow, WINDOW_FROM_ROWS } from '@/lib/use-row-window';
import { WindowPadding } from '@/lib/window-padding';
import { cellOf, totalsOf, type Column } from './columns';
import { exactCell, formatCell, isMoneyColumn } from './format-cell';
import { sortColumn, sortRows, type XmlSort } from './xml-sort';

export interface XmlExtraColumns {
  /** The columns added, in order: their headers, cells and totals below. */
  keys: readonly string[];
  /**
   * Each added column's widest text in characters over these rows, in `keys`
   * order: its least width while the table draws only the rows in sight.
   */
  widths(rows: readonly XmlStatsRow[]): number[];
  headers: ReactNode;
  cells(row: XmlStatsRow): ReactNode;
  totals: ReactNode;
  /** The rows in order when the table is sorted by one of these columns. */
  sort?: (rows: readonly XmlStatsRow[]) => readonly XmlStatsRow[];
}

/**
 * Each column's widest text in characters, over every row. A windowed table
 * draws only some rows, and an automatic table layout would size its columns
 * to those: they would change width as the table scrolls. Counts and money
 * (fixed decimals) are widest at their extremes, so only those are formatted
 * (formatting every cell is the cost the window saves); other columns in full.
 */
function widestCells(rows: readonly XmlStatsRow[], columns: readonly Column[]): number[] {
  return columns.map(({ key, numeric }) => {
    const extremesOnly =
      numeric &&
      (isMoneyColumn(key) || rows.every((row) => Number.isInteger(cellOf(row, key) ?? 0)));
    let widest = formatCell(key, null).length;
    let low = Infinity;
    let high = -Infinity;
    for (const row of rows) {
      const value = cellOf(row, key);
      if (extremesOnly && typeof value === 'number') {
        low = Math.min(low, value);
        high = Math.max(high, value);
      } else widest = Math.max(widest, formatCell(key, value).length);
    }
    for (const value of [low, high])
      if (Number.isFinite(value)) widest = Math.max(widest, formatCell(key, value).length);
    return widest;
  });
}

// `ch` is the width of a digit: letters (a sub ID, a country) run wider.
const leastWidth = (chars: number, numeric: boolean) =>
  `calc(${numeric ? chars : Math.ceil(chars * 1.2)}ch + 1.5rem)`;

interface XmlRowProps {
  row: XmlStatsRow;
  /** 0-based place in the sorted rows: aria-rowindex is this + 2 (the header is row 1). */
  index: number;
  columns: readonly Column[];
  extraCells: ((row: XmlStatsRow) => ReactNode) | undefined;
  measure: (index: number, element: HTMLElement | null) => void;
  rowClass: string;
  cellClass: string;
}

/** One row; memoized, so scrolling draws only the rows that enter the window. */
const XmlRow = memo(function XmlRow({
  row,
  index,
  columns,
  extraCells,
  measure,
  rowClass,
  cellClass,
}: XmlRowProps) {
  const ref = useMeasuredRow(measure, index);
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      className={cn(rowClass, 'border-t border-slate-200 dark:border-slate-700')}
    >
      {columns.map((column, i) => {
        const value = cellOf(row, column.key);
        const text = formatCell(column.key, value);
        const className = cn('px-3', cellClass, column.numeric && 'text-right tabular-nums');
        return i === 0 ? (
          <th key={column.key} scope="row" className={`${className} text-left font-normal`}>
            {column.key === 'date' && typeof value === 'string' ? (
              <time dateTime={value}>{text}</time>
            ) : (
              text
            )}
          </th>
        ) : (
          <td key={column.key} className={className} title={exactCell(column.key, value)}>
            {text}
          </td>
        );
      })}
      {extraCells?.(row)}
    </tr>
  );
});

/**
 * Every row, sorted as the URL says (a header click changes the URL), with a
 * totals row at the foot. The box scrolls within the viewport's height, so the
 * header stays in sight (sticky) above a long range of days. Above 60 rows only
 * those in sight are drawn (use-row-window.ts, as the campaign table does): a
 * year of days drawn whole was 8,000 boxes to lay out and 3,000 cells to format,
 * one 250–400 ms task after each change of range. aria-rowcount and
 * aria-rowindex tell screen readers the whole table's size and each row's place;
 * the box takes focus, so the keyboard scrolls it (decision 063).
 */
export function XmlTable({
  rows,
  columns,
  caption,
  sort,
  onSort,
  extra,
}: {
  rows: XmlStatsRow[];
  columns: Column[];
  caption: string;
  sort: XmlSort;
  onSort: (key: string) => void;
  /** Columns after the row's own (the comparison's), with their own sort when sorted by one. */
  extra?: XmlExtraColumns;
}) {
  // By value: the page builds a new sort object on every render.
  const { sort: key, order } = sort;
  const sortExtra = extra?.sort;
  const sorted = useMemo(
    () => (sortExtra ? sortExtra(rows) : sortRows(rows, { sort: key, order }, columns)),
    [rows, key, order, columns, sortExtra],
  );
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);
  // Columns holding a value that is not a number (text, 1e400): their Total is "—".
  const noTotal = columns.filter((c) => c.numeric && c.key !== 'ctr' && totals[c.key] === null);
  const sortedBy = sortColumn({ sort: key, order }, columns)?.key;
  const [density] = useDensity();
  const { row: rowClass, cell: cellClass } = DENSITY_CLASSES[density];
  const regionRef = useRef<HTMLDivElement>(null);
  const rowWindow = useRowWindow(sorted.length, ROW_HEIGHT_PX[density], regionRef);
  const extraWidths = extra?.widths;
  const widths = useMemo(
    () =>
      rows.length > WINDOW_FROM_ROWS
        ? [
            ...widestCells(rows, columns).map((chars, i) => leastWidth(chars, columns[i]!.numeric)),
            ...(extraWidths?.(rows) ?? []).map((chars) => leastWidth(chars, true)),
          ]
        : undefined,
    [rows, columns, extraWidths],
  );
  const span = columns.length + (extra?.keys.length ?? 0);

  return (
    <>
      {/* `relative` keeps the visually hidden caption inside the box (it widened the page). */}
      <div
        ref={regionRef}
        role="region"
        aria-label={`${caption}, table`}
        // Focusable, so the keyboard scrolls a table longer than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative max-h-[calc(100dvh-4rem)] overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700"
      >
        <table
          className="min-w-full text-sm"
          data-density={density}
          aria-rowcount={sorted.length + 2}
        >
          <caption className="sr-only">{caption}</caption>
          {widths ? (
            <colgroup>
              {widths.map((width, i) => (
                // In an automatic layout a column's width is its least.
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
          ) : null}
          <thead className="sticky top-0 z-10 bg-slate-50 dark:bg-slate-800">
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <SortableHeader
                  key={column.key}
                  label={column.header}
                  direction={
                    sortedBy !== column.key
                      ? undefined
                      : order === 'asc'
                        ? 'ascending'
                        : 'descending'
                  }
                  onSort={() => onSort(column.key)}
                  align={column.numeric ? 'right' : 'left'}
                  buttonClassName="w-full px-3 py-2 font-medium text-slate-900 hover:underline dark:text-slate-100"
                  indicatorClassName="ml-1"
                />
              ))}
              {extra?.headers}
            </tr>
          </thead>
          <tbody>
            <WindowPadding height={rowWindow.padTop} span={span} />
            {sorted.slice(rowWindow.start, rowWindow.end).map((row, offset) => (
              <XmlRow
                key={rowWindow.start + offset}
                row={row}
                index={rowWindow.start + offset}
                columns={columns}
                extraCells={extra?.cells}
                measure={rowWindow.measure}
                rowClass={rowClass}
                cellClass={cellClass}
              />
            ))}
            <WindowPadding height={rowWindow.padBottom} span={span} />
          </tbody>
          <tfoot>
            <tr
              aria-rowindex={sorted.length + 2}
              className="border-t-2 border-slate-300 font-semibold dark:border-slate-600"
            >
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.key} scope="row" className="px-3 py-2 text-left">
                    Total
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className="px-3 py-2 text-right tabular-nums"
                    title={exactCell(column.key, totals[column.key] ?? null)}
                  >
                    {column.numeric ? formatCell(column.key, totals[column.key] ?? null) : ''}
                  </td>
                ),
              )}
              {extra?.totals}
            </tr>
          </tfoot>
        </table>
      </div>
      {noTotal.length ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No total for {noTotal.map((c) => c.header).join(', ')}: not every value there is a number
          that can be added up exactly.
        </p>
      ) : null}
    </>
  );
}
