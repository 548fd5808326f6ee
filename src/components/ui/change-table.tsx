import type { ReactNode } from 'react';

/**
 * A small table of what a change does (fields of a campaign, or campaigns of a
 * status change): the first cell of a row names it. A long one scrolls and is
 * reachable from the keyboard.
 */
export function ChangeTable({
  caption,
  showCaption = false,
  columns,
  rows,
}: {
  caption: string;
  /** Shown above the table; otherwise only read out (a dialog's title says it). */
  showCaption?: boolean;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
}) {
  const scrolls = rows.length > 6;
  return (
    <div
      className="max-h-80 overflow-auto rounded-md border border-slate-200 dark:border-slate-700"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="w-full text-left text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200 align-top dark:border-slate-700">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 font-medium tabular-nums">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 break-words">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
