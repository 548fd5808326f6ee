import { useMemo } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { SortableHeader } from '@/components/ui/sortable-header';
import { cn } from '@/components/ui/cn';
import { DENSITY_CLASSES, useDensity } from '@/lib/use-density';
import { cellOf, totalsOf, type Column } from './columns';
import { formatCell } from './format-cell';
import { sortColumn, sortRows, type XmlSort } from './xml-sort';

/**
 * Every row, sorted as the URL says (a header click changes the URL), with a
 * totals row at the foot. The box scrolls within the viewport's height, so the
 * header stays in sight (sticky) above a long range of days.
 */
export function XmlTable({
  rows,
  columns,
  caption,
  sort,
  onSort,
}: {
  rows: XmlStatsRow[];
  columns: Column[];
  caption: string;
  sort: XmlSort;
  onSort: (key: string) => void;
}) {
  // By value: the page builds a new sort object on every render.
  const { sort: key, order } = sort;
  const sorted = useMemo(
    () => sortRows(rows, { sort: key, order }, columns),
    [rows, key, order, columns],
  );
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);
  const sortedBy = sortColumn({ sort: key, order }, columns)?.key;
  const [density] = useDensity();
  const { row: rowClass, cell: cellClass } = DENSITY_CLASSES[density];

  return (
    // `relative` keeps the visually hidden caption inside the box (it widened the page).
    <div className="relative max-h-[calc(100dvh-4rem)] overflow-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className="min-w-full text-sm" data-density={density}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <SortableHeader
                key={column.key}
                label={column.header}
                direction={
                  sortedBy !== column.key ? undefined : order === 'asc' ? 'ascending' : 'descending'
                }
                onSort={() => onSort(column.key)}
                align={column.numeric ? 'right' : 'left'}
                buttonClassName="w-full px-3 py-2 font-medium text-slate-900 hover:underline dark:text-slate-100"
                indicatorClassName="ml-1"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => (
            <tr
              key={index}
              className={cn(rowClass, 'border-t border-slate-200 dark:border-slate-700')}
            >
              {columns.map((column, i) => {
                const value = cellOf(row, column.key);
                const text = formatCell(column.key, value);
                const className = cn(
                  'px-3',
                  cellClass,
                  column.numeric && 'text-right tabular-nums',
                );
                return i === 0 ? (
                  <th key={column.key} scope="row" className={`${className} text-left font-normal`}>
                    {column.key === 'date' && typeof value === 'string' ? (
                      <time dateTime={value}>{text}</time>
                    ) : (
                      text
                    )}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
            {columns.map((column, i) =>
              i === 0 ? (
                <th key={column.key} scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
              ) : (
                <td key={column.key} className="px-3 py-2 text-right tabular-nums">
                  {column.numeric ? formatCell(column.key, totals[column.key] ?? null) : ''}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
