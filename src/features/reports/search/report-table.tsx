import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { SearchReportRow } from '@contract/reports';
import { useDensity, type Density } from '@/lib/use-density';
import { COLUMN_DEFS } from './columns';
import { CellContent, cellClass, HeaderCells } from './report-cell';
import { formatCount } from '@/lib/format/number';
import type { RowModel } from './row-model';
import type { Column, SortOrder } from './view-search';

// Fixed row heights: the virtualizer places rows by them without measuring.
const ROW_HEIGHT: Record<Density, number> = { compact: 32, comfortable: 44 };
const HEADER_HEIGHT = 40;
// Built once: cn() per render and per cell added up while scrolling.
const CELL_CLASS = COLUMN_DEFS.map(cellClass);

export interface ReportTableProps {
  model: RowModel;
  view: Int32Array;
  sort: Column;
  order: SortOrder;
  onSort(column: Column): void;
}

/**
 * Every row of the view in a virtualized table: only the rows in sight (and a
 * few around) are in the DOM, between two padding rows that keep the scroll
 * height; aria-rowcount/aria-rowindex tell screen readers where they are.
 */
export function ReportTable({ model, view, sort, order, onSort }: ReportTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [density] = useDensity();
  const rowHeight = ROW_HEIGHT[density];
  // No React Compiler here; the virtualizer's functions are read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: view.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    paddingStart: HEADER_HEIGHT,
    // Enough for wheel and keyboard steps; a dragged scrollbar rebuilds every
    // rendered row per frame, so each extra one costs layout on every jump.
    overscan: 4,
    // Scroll updates render with React's batching instead of a synchronous flush per event.
    useFlushSync: false,
  });
  // The virtualizer keeps its measurements until told: a new density re-places the rows.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start - HEADER_HEIGHT : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <div
      ref={scrollRef}
      // The rows scroll by keyboard once the container has focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Search report rows (${formatCount(view.length)}), scrollable`}
      className="relative h-[32rem] overflow-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-rowcount={view.length + 1}
        data-density={density}
      >
        <thead className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800">
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            <HeaderCells columns={COLUMN_DEFS} sort={sort} order={order} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true" style={{ height: paddingTop }}>
              <td colSpan={COLUMN_DEFS.length} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = model.rows[view[item.index] ?? 0];
            // Keyed by slot (the window's rows are consecutive, so the keys are unique):
            // a row scrolling out hands its <tr> to the one scrolling in, updated in
            // place. Keyed by index, a scrollbar jump made and threw away every row's
            // elements per frame; paired runs of the bench's scroll (18 each): frames
            // over 50 ms in 9 runs with index keys, in 4 with slot keys.
            return row ? (
              <ReportRow
                key={item.index % items.length}
                row={row}
                rowIndex={item.index + 2}
                height={rowHeight}
              />
            ) : null;
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true" style={{ height: paddingBottom }}>
              <td colSpan={COLUMN_DEFS.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

// A row re-renders only when it shows another row of the data: while scrolling,
// the rows that stay in sight are left alone.
const ReportRow = memo(function ReportRow({
  row,
  rowIndex,
  height,
}: {
  row: SearchReportRow;
  rowIndex: number;
  height: number;
}) {
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height }}
      className="odd:bg-white even:bg-slate-50 dark:odd:bg-slate-900 dark:even:bg-slate-950"
    >
      {COLUMN_DEFS.map((column, i) => (
        <td key={column.id} className={CELL_CLASS[i]} title={column.exact?.(row)}>
          <CellContent column={column} row={row} />
        </td>
      ))}
    </tr>
  );
});
