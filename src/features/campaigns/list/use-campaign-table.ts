import { useMemo } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import type { CampaignListRow } from '@contract/campaigns';
import {
  CAMPAIGN_COLUMNS,
  COLUMN_IDS,
  type CampaignColumn,
  type ColumnId,
} from './campaign-columns';
import { isColumnVisible, MAX_COLUMN_PX, MIN_COLUMN_PX } from './column-prefs';
import { defaultWidth, type ColumnLayout } from './use-column-prefs';

/** The two columns that are not data: always shown, always pinned at their edge. */
export const SELECT_COLUMN = 'select';
export const ACTIONS_COLUMN = 'actions';

declare module '@tanstack/react-table' {
  // The campaign column a table column draws (absent on the selection and action columns).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    campaign?: CampaignColumn;
  }
}

const EMPTY: CampaignListRow[] = [];

// The column definitions never change: react-table memoizes on their identity.
const COLUMN_DEFS: ColumnDef<CampaignListRow>[] = [
  { id: SELECT_COLUMN, size: 40, enableResizing: false, enableHiding: false },
  ...COLUMN_IDS.map((id): ColumnDef<CampaignListRow> => ({
    id,
    size: defaultWidth(id),
    minSize: MIN_COLUMN_PX,
    maxSize: MAX_COLUMN_PX,
    enableHiding: !CAMPAIGN_COLUMNS[id].required,
    meta: { campaign: CAMPAIGN_COLUMNS[id] },
  })),
  { id: ACTIONS_COLUMN, size: 112, enableResizing: false, enableHiding: false },
];

/**
 * The campaign table's model on @tanstack/react-table: its visibility, order,
 * widths and pinning are the layout the user chose (use-column-prefs.ts), and a
 * header's drag handle resizes through it. Sorting and paging stay with the
 * server and the URL; react-table is told so (manual).
 */
export function useCampaignTable(
  rows: readonly CampaignListRow[] | undefined,
  layout: ColumnLayout,
): Table<CampaignListRow> {
  const { prefs, setWidths } = layout;
  const state = useMemo(
    () => ({
      columnVisibility: Object.fromEntries(
        COLUMN_IDS.map((id) => [id, isColumnVisible(prefs, id)]),
      ),
      columnOrder: [SELECT_COLUMN, ...prefs.order, ACTIONS_COLUMN],
      columnPinning: { left: [SELECT_COLUMN, ...prefs.pinnedLeft], right: [ACTIONS_COLUMN] },
      columnSizing: prefs.sizing as Record<string, number>,
    }),
    [prefs],
  );
  // No React Compiler here (as with the Search report's virtualizer): the table's
  // functions read its current state when called.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: (rows ?? EMPTY) as CampaignListRow[],
    columns: COLUMN_DEFS,
    state,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.cid),
    manualSorting: true,
    manualPagination: true,
    enableSorting: false,
    // The width changes when the drag ends: one re-render, not one per pointer move.
    columnResizeMode: 'onEnd',
    onColumnSizingChange: (updater: Updater<Record<string, number>>) =>
      setWidths(
        (typeof updater === 'function' ? updater(state.columnSizing) : updater) as Partial<
          Record<ColumnId, number>
        >,
      ),
  });
}
