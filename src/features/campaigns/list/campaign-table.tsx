import { memo } from 'react';
import type { CampaignListRow, SortableField } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
import { DENSITY_CLASSES, useDensity } from '@/lib/use-density';
import { RowStatusAction } from '../bulk-status/row-status-action';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';
import type { CampaignColumn } from './campaign-columns';
import { PageSelectCheckbox, RowSelectCheckbox } from './selection-cells';
import { TableHeaderCell, type SortState } from './table-header-cell';

const SELECT_REM = 3;
const ACTIONS_REM = 8;

export interface CampaignTableProps {
  /** undefined while the first page loads: skeleton rows are shown. */
  rows: readonly CampaignListRow[] | undefined;
  columns: readonly CampaignColumn[];
  sortState: SortState;
  onSort: (field: SortableField) => void;
  selection: CampaignSelection;
  /** The rows on screen are the previous view's while the next one loads. */
  stale: boolean;
  skeletonRows: number;
}

interface CampaignRowProps {
  row: CampaignListRow;
  columns: readonly CampaignColumn[];
  selected: boolean;
  onToggle: CampaignSelection['toggle'];
  /** The density's row and cell classes: strings, so the memo still holds. */
  rowClass: string;
  cellClass: string;
  textClass: string;
}

/**
 * One campaign. Memoized: selecting a row, or anything else that re-renders the
 * page, re-renders only the rows whose props changed, not a 200-row page.
 */
const CampaignRow = memo(function CampaignRow({
  row,
  columns,
  selected,
  onToggle,
  rowClass,
  cellClass,
  textClass,
}: CampaignRowProps) {
  return (
    <tr className={cn(rowClass, 'hover:bg-slate-50 dark:hover:bg-slate-800/60')}>
      <td className={cn('px-3', cellClass)}>
        <RowSelectCheckbox row={row} selected={selected} onToggle={onToggle} />
      </td>
      {columns.map((column) => (
        <td
          key={column.id}
          className={cn('px-3', cellClass, column.numeric ? 'text-right tabular-nums' : textClass)}
        >
          {column.cell(row)}
        </td>
      ))}
      <td className={cn('px-3', cellClass)}>
        <RowStatusAction row={row} />
      </td>
    </tr>
  );
});

/**
 * The campaign table. Column widths are fixed, so neither a new page nor a
 * loading state moves anything; it scrolls inside its own region, whose height
 * stops at the viewport's so the header can stay in sight (sticky) over the rows.
 */
export function CampaignTable({
  rows,
  columns,
  sortState,
  onSort,
  selection,
  stale,
  skeletonRows,
}: CampaignTableProps) {
  const widthRem = SELECT_REM + ACTIONS_REM + columns.reduce((sum, c) => sum + c.widthRem, 0);
  const [density] = useDensity();
  const { row: rowClass, cell: cellClass, text: textClass } = DENSITY_CLASSES[density];
  return (
    <div
      role="region"
      aria-label="Campaigns table"
      // Focusable, so keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // `relative`: the visually hidden texts in the cells (absolutely positioned)
      // are placed within this box, not against the page, which they widened.
      className="relative max-h-[calc(100dvh-4rem)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <table
        aria-busy={rows === undefined || stale}
        data-density={density}
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${widthRem}rem` }}
      >
        <caption className="sr-only">Campaigns</caption>
        <colgroup>
          <col style={{ width: `${SELECT_REM}rem` }} />
          {columns.map((column) => (
            <col key={column.id} style={{ width: `${column.widthRem}rem` }} />
          ))}
          <col style={{ width: `${ACTIONS_REM}rem` }} />
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-3 py-2">
              {rows?.length ? <PageSelectCheckbox rows={rows} selection={selection} /> : null}
            </th>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                column={column}
                sortState={sortState}
                onSort={onSort}
              />
            ))}
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold uppercase">
              Actions
            </th>
          </tr>
        </thead>
        <tbody
          className={cn(
            'divide-y divide-slate-200 transition-opacity dark:divide-slate-700',
            stale && 'opacity-50',
          )}
        >
          {rows
            ? rows.map((row) => (
                <CampaignRow
                  key={row.cid}
                  row={row}
                  columns={columns}
                  selected={selection.isSelected(row.cid)}
                  onToggle={selection.toggle}
                  rowClass={rowClass}
                  cellClass={cellClass}
                  textClass={textClass}
                />
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className={rowClass} aria-hidden="true">
                  {Array.from({ length: columns.length + 2 }, (_, cell) => (
                    <td key={cell} className={cn('px-3', cellClass)}>
                      <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
