import { memo, useMemo, useRef } from 'react';
import type { CampaignListRow, SortableField } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
import { bidDigits } from '@/lib/format/money';
import { DENSITY_CLASSES, ROW_HEIGHT_PX, useDensity } from '@/lib/use-density';
import { RowStatusAction } from '../bulk-status/row-status-action';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';
import type { PageFormat } from './campaign-columns';
import { PINNED_CELL, PINNED_HEAD, pinnedStyle } from './column-style';
import { PageSelectCheckbox, RowSelectCheckbox } from './selection-cells';
import { TableHeaderCell, type SortState } from './table-header-cell';
import {
  ACTIONS_COLUMN,
  SELECT_COLUMN,
  useCampaignTable,
  type TableColumn,
} from './use-campaign-table';
import type { ColumnLayout } from './use-column-prefs';
import { useMeasuredRow, useRowWindow } from '@/lib/use-row-window';
import { WindowPadding } from '@/lib/window-padding';

export interface CampaignTableProps {
  /** The column layout the user chose: the table model is built from it. */
  layout: ColumnLayout;
  /** undefined while the first page loads: skeleton rows are shown. */
  rows: readonly CampaignListRow[] | undefined;
  sortState: SortState;
  onSort: (field: SortableField) => void;
  selection: CampaignSelection;
  /** The rows on screen are the previous view's while the next one loads. */
  stale: boolean;
  skeletonRows: number;
}

interface CampaignRowProps {
  row: CampaignListRow;
  /** 0-based place on the page: aria-rowindex is this + 2 (the header is row 1). */
  index: number;
  /** The visible columns in display order; the same array until the layout changes. */
  columns: readonly TableColumn[];
  /** Changes whenever a width or a pin does: the memo must not keep stale offsets. */
  layoutKey: string;
  selected: boolean;
  onToggle: CampaignSelection['toggle'];
  /** One object per page of rows, so the memo still holds. */
  page: PageFormat;
  measure: (index: number, element: HTMLElement | null) => void;
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
  index,
  columns,
  selected,
  onToggle,
  page,
  measure,
  rowClass,
  cellClass,
  textClass,
}: CampaignRowProps) {
  const ref = useMeasuredRow(measure, index);
  return (
    <tr
      ref={ref}
      aria-rowindex={index + 2}
      data-index={index}
      className={cn(rowClass, 'group hover:bg-slate-50 dark:hover:bg-slate-800/60')}
    >
      {columns.map((column) => {
        const pinned = column.getIsPinned();
        const campaign = column.columnDef.meta?.campaign;
        return (
          <td
            key={column.id}
            style={pinnedStyle(column)}
            className={cn(
              'px-3',
              cellClass,
              pinned && PINNED_CELL,
              campaign?.numeric ? 'text-right tabular-nums' : campaign && textClass,
            )}
          >
            {column.id === SELECT_COLUMN ? (
              <RowSelectCheckbox row={row} selected={selected} onToggle={onToggle} />
            ) : column.id === ACTIONS_COLUMN ? (
              <RowStatusAction row={row} />
            ) : (
              campaign?.cell(row, page)
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The campaign table, its columns from the react-table model (use-campaign-table.ts).
 * Column widths are fixed, so neither a new page nor a loading state moves
 * anything; it scrolls inside its own region, whose height stops at the
 * viewport's so the header can stay in sight (sticky) over the rows. Long pages
 * draw only the rows in sight (use-row-window.ts); aria-rowcount and
 * aria-rowindex tell screen readers the whole page's size and each row's place.
 */
/**
 * Memoized: the list page re-renders for things beside the table (the type filter's
 * options arriving, a note); its props are stable between those renders.
 */
export default memo(function CampaignTable({
  layout,
  rows,
  sortState,
  onSort,
  selection,
  stale,
  skeletonRows,
}: CampaignTableProps) {
  const table = useCampaignTable(rows, layout);
  const [density] = useDensity();
  const { row: rowClass, cell: cellClass, text: textClass } = DENSITY_CLASSES[density];
  // Every bid of the page at the same decimals, so the column's digits align.
  const page = useMemo(() => ({ bidDigits: bidDigits(rows?.map((r) => r.payout) ?? []) }), [rows]);
  const regionRef = useRef<HTMLDivElement>(null);
  const rowWindow = useRowWindow(rows?.length ?? 0, ROW_HEIGHT_PX[density], regionRef);
  const columns = table.getVisibleLeafColumns();
  const headers = table.getFlatHeaders().filter((header) => header.column.getIsVisible());
  const byId = new Map(headers.map((header) => [header.column.id, header]));
  const layoutKey = columns
    .map((column) => `${column.id}:${column.getSize()}:${column.getIsPinned() || ''}`)
    .join();
  // One array per layout, so the memoized rows keep their props between renders.
  const stableColumns = useStableColumns(columns, layoutKey);
  const span = columns.length;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Campaigns table"
      // Focusable, so keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // `relative`: the visually hidden texts in the cells (absolutely positioned)
      // are placed within this box, not against the page, which they widened.
      className="relative max-h-[calc(100dvh-4rem)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      onFocus={(event) => {
        const row = (event.target as HTMLElement).closest?.('tr[data-index]');
        if (row) rowWindow.onFocusRow(Number(row.getAttribute('data-index')));
      }}
    >
      <table
        aria-busy={rows === undefined || stale}
        aria-rowcount={rows ? rows.length + 1 : undefined}
        data-density={density}
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width: table.getTotalSize(), minWidth: '100%' }}
      >
        <caption className="sr-only">Campaigns</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const header = byId.get(column.id);
              if (column.id === SELECT_COLUMN || column.id === ACTIONS_COLUMN)
                return (
                  <th
                    key={column.id}
                    scope="col"
                    style={{ ...pinnedStyle(column), zIndex: 2 }}
                    className={cn(
                      'px-3 py-2',
                      PINNED_HEAD,
                      column.id === ACTIONS_COLUMN &&
                        'text-left text-xs font-semibold tracking-wide uppercase',
                    )}
                  >
                    {column.id === ACTIONS_COLUMN ? (
                      'Actions'
                    ) : rows?.length ? (
                      <PageSelectCheckbox rows={rows} selection={selection} />
                    ) : null}
                  </th>
                );
              return header ? (
                <TableHeaderCell
                  key={column.id}
                  header={header}
                  sortState={sortState}
                  onSort={onSort}
                />
              ) : null;
            })}
          </tr>
        </thead>
        <tbody
          className={cn(
            'transition-opacity [&>tr>td]:border-t [&>tr>td]:border-slate-200 dark:[&>tr>td]:border-slate-700',
            stale && 'opacity-50',
          )}
        >
          {rows ? (
            <>
              <WindowPadding height={rowWindow.padTop} span={span} />
              {rows.slice(rowWindow.start, rowWindow.end).map((row, offset) => (
                <CampaignRow
                  key={row.cid}
                  row={row}
                  index={rowWindow.start + offset}
                  columns={stableColumns}
                  layoutKey={layoutKey}
                  selected={selection.isSelected(row.cid)}
                  onToggle={selection.toggle}
                  page={page}
                  measure={rowWindow.measure}
                  rowClass={rowClass}
                  cellClass={cellClass}
                  textClass={textClass}
                />
              ))}
              <WindowPadding height={rowWindow.padBottom} span={span} />
            </>
          ) : (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} className={rowClass} aria-hidden="true">
                {Array.from({ length: span }, (_, cell) => (
                  <td key={cell} className={cn('px-3', cellClass)}>
                    <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
});

/** The same array for as long as `key` (the layout) stays the same. */
function useStableColumns(columns: TableColumn[], key: string): readonly TableColumn[] {
  // react-table's column objects are stable and read the current state when
  // asked, so the array only needs renewing when the layout (the key) changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => columns, [key]);
}
