import { useMemo } from 'react';
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  metaHelper,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type Header,
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

/**
 * The table features the campaign table uses, and no others (TanStack Table 9 ships
 * only the features a table registers). A column's meta is the campaign column it
 * draws (absent on the selection and action columns).
 */
const FEATURES = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnMeta: metaHelper<{ campaign?: CampaignColumn }>(),
});
type Features = typeof FEATURES;
export type CampaignTable = Table<Features, CampaignListRow>;
export type TableColumn = Column<Features, CampaignListRow, unknown>;
export type TableHeader = Header<Features, CampaignListRow, unknown>;

const EMPTY: CampaignListRow[] = [];

// The column definitions never change: react-table memoizes on their identity.
const COLUMN_DEFS: ColumnDef<Features, CampaignListRow>[] = [
  { id: SELECT_COLUMN, size: 40, enableResizing: false, enableHiding: false },
  ...COLUMN_IDS.map((id): ColumnDef<Features, CampaignListRow> => ({
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
 * server and the URL: the table registers neither feature.
 */
export function useCampaignTable(
  rows: readonly CampaignListRow[] | undefined,
  layout: ColumnLayout,
): CampaignTable {
  const { prefs, setWidths } = layout;
  const state = useMemo(
    () => ({
      columnVisibility: Object.fromEntries(
        COLUMN_IDS.map((id) => [id, isColumnVisible(prefs, id)]),
      ),
      columnOrder: [SELECT_COLUMN, ...prefs.order, ACTIONS_COLUMN],
      columnPinning: { start: [SELECT_COLUMN, ...prefs.pinnedLeft], end: [ACTIONS_COLUMN] },
      columnSizing: prefs.sizing as Record<string, number>,
    }),
    [prefs],
  );
  return useTable({
    features: FEATURES,
    data: (rows ?? EMPTY) as CampaignListRow[],
    columns: COLUMN_DEFS,
    state,
    getRowId: (row) => String(row.cid),
    // The width changes when the drag ends: one re-render, not one per pointer move.
    columnResizeMode: 'onEnd',
    // The model's whole sizing: a double click on a header's edge leaves that column
    // out of it (its default width again), which merging the named widths would miss.
    onColumnSizingChange: (updater: Updater<Record<string, number>>) =>
      setWidths(
        (typeof updater === 'function' ? updater(state.columnSizing) : updater) as Partial<
          Record<ColumnId, number>
        >,
        { all: true },
      ),
  });
}
