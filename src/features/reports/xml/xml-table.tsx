import { useMemo, useState } from 'react';
import type { XmlStatsRow } from '../../../../contract/reports';
import { cellOf, totalsOf, type CellValue, type Column } from './columns';
import { formatCell } from './format-cell';

interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

function compare(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Every row, sortable by its headers, with a totals row at the foot. */
export function XmlTable({
  rows,
  columns,
  caption,
}: {
  rows: XmlStatsRow[];
  columns: Column[];
  caption: string;
}) {
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(cellOf(a, sort.key), cellOf(b, sort.key)));
  }, [rows, sort]);
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);

  function toggle(key: string) {
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
  }

  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
                className={column.numeric ? 'text-right' : 'text-left'}
              >
                <button
                  type="button"
                  onClick={() => toggle(column.key)}
                  className="w-full px-3 py-2 font-medium text-slate-900 hover:underline dark:text-slate-100"
                  style={{ textAlign: column.numeric ? 'right' : 'left' }}
                >
                  {column.header}
                  <span aria-hidden="true">
                    {sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => (
            <tr key={index} className="border-t border-slate-200 dark:border-slate-700">
              {columns.map((column, i) => {
                const text = formatCell(column.key, cellOf(row, column.key));
                const className = `px-3 py-1.5 ${column.numeric ? 'text-right tabular-nums' : ''}`;
                return i === 0 ? (
                  <th key={column.key} scope="row" className={`${className} text-left font-normal`}>
                    {text}
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
