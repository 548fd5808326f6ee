import type { SearchReportRow } from '@contract/reports';
import { formatCount } from '@/lib/format/number';
import { useDensity } from '@/lib/use-density';
import type { ColumnDef } from './columns';
import { CellContent, cellClass, HeaderCells } from './report-cell';
import type { Column, SortOrder } from './view-search';

export interface RollupTableProps {
  /** What the rows are grouped by, in words ("country"), for the region's name. */
  groupLabel: string;
  columns: readonly ColumnDef[];
  rows: readonly SearchReportRow[];
  /** Indexes of `rows` in the order shown. */
  order: Int32Array;
  sort: Column;
  sortOrder: SortOrder;
  onSort(column: Column): void;
}

/**
 * A rollup in a plain table: one row per group is few rows (days of a range,
 * the feeds, countries or sub IDs of a publisher), so every row is in the DOM
 * and none of the virtualizer's bookkeeping is needed.
 */
export function RollupTable({
  groupLabel,
  columns,
  rows,
  order,
  sort,
  sortOrder,
  onSort,
}: RollupTableProps) {
  const [density] = useDensity();
  return (
    <div
      // The rows scroll by keyboard once the container has focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Search report grouped by ${groupLabel} (${formatCount(order.length)} rows), scrollable`}
      className="relative max-h-[32rem] overflow-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900"
    >
      <table className="w-full border-separate border-spacing-0 text-sm" data-density={density}>
        <thead className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800">
          <tr className="h-10">
            <HeaderCells columns={columns} sort={sort} order={sortOrder} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {Array.from(order, (index) => {
            const row = rows[index];
            return row ? (
              <tr
                key={index}
                className={
                  (density === 'compact' ? 'h-8 ' : 'h-11 ') +
                  'odd:bg-white even:bg-slate-50 dark:odd:bg-slate-900 dark:even:bg-slate-950'
                }
              >
                {columns.map((column) => (
                  <td key={column.id} className={cellClass(column)} title={column.exact?.(row)}>
                    <CellContent column={column} row={row} />
                  </td>
                ))}
              </tr>
            ) : null;
          })}
        </tbody>
      </table>
    </div>
  );
}
