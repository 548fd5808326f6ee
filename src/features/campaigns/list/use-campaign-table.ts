import { useCallback, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import type { CampaignListRow } from '../../../../contract/campaigns';
import {
  CAMPAIGN_COLUMNS,
  COLUMN_IDS,
  type CampaignColumn,
  type ColumnId,
} from './campaign-columns';
import {
  defaultPrefs,
  isColumnVisible,
  MAX_COLUMN_PX,
  MIN_COLUMN_PX,
  readPrefs,
  writePrefs,
  type ColumnPrefs,
} from './column-prefs';

/** The two columns that are not data: always shown, always pinned at their edge. */
export const SELECT_COLUMN = 'select';
export const ACTIONS_COLUMN = 'actions';
const REM = 16;

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
  { id: SELECT_COLUMN, size: 2.5 * REM, enableResizing: false, enableHiding: false },
  ...COLUMN_IDS.map((id): ColumnDef<CampaignListRow> => ({
    id,
    size: CAMPAIGN_COLUMNS[id].widthRem * REM,
    minSize: MIN_COLUMN_PX,
    maxSize: MAX_COLUMN_PX,
    enableHiding: !CAMPAIGN_COLUMNS[id].required,
    meta: { campaign: CAMPAIGN_COLUMNS[id] },
  })),
  { id: ACTIONS_COLUMN, size: 7 * REM, enableResizing: false, enableHiding: false },
];

const apply = <T>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

export interface CampaignTableModel {
  table: Table<CampaignListRow>;
  /** The visible data columns in display order (pinned first): what the cards and the CSV show. */
  columns: readonly CampaignColumn[];
  /** Every data column in display order, hidden ones included: what "Columns" lists. */
  displayOrder: readonly ColumnId[];
  isVisible(id: ColumnId): boolean;
  isPinned(id: ColumnId): boolean;
  width(id: ColumnId): number;
  setWidth(id: ColumnId, px: number): void;
  setVisible(id: ColumnId, visible: boolean): void;
  setPinned(id: ColumnId, pinned: boolean): void;
  /** One place earlier (-1) or later (+1) among the columns pinned alike. */
  move(id: ColumnId, step: -1 | 1): void;
  reset(): void;
}

/**
 * The campaign table's column model on @tanstack/react-table: visibility, order,
 * widths and pinning are its state, kept in the layout the user chose
 * (column-prefs.ts) and written back on every change. Sorting and paging stay
 * with the server and the URL; react-table is told so (manual).
 */
export function useCampaignTable(rows: readonly CampaignListRow[] | undefined): CampaignTableModel {
  const [prefs, setPrefs] = useState(readPrefs);
  const update = useCallback((change: (current: ColumnPrefs) => ColumnPrefs) => {
    setPrefs((current) => {
      const next = change(current);
      writePrefs(next);
      return next;
    });
  }, []);

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

  // react-table's own resize handler ends here.
  const onColumnSizingChange = useCallback(
    (updater: Updater<Record<string, number>>) =>
      update((current) => {
        const sizing = apply(updater, current.sizing as Record<string, number>);
        const clean: ColumnPrefs['sizing'] = {};
        for (const id of COLUMN_IDS) {
          const px = sizing[id];
          if (px !== undefined && Number.isFinite(px))
            clean[id] = Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.round(px)));
        }
        return { ...current, sizing: clean };
      }),
    [update],
  );

  // No React Compiler here (as with the Search report's virtualizer): the table's
  // functions read its current state when called.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
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
    onColumnSizingChange,
  });

  const visibleIds = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join();
  const columns = useMemo(
    () =>
      visibleIds
        .split(',')
        .filter((id): id is ColumnId => id in CAMPAIGN_COLUMNS)
        .map((id) => CAMPAIGN_COLUMNS[id]),
    [visibleIds],
  );

  const setVisible = useCallback(
    (id: ColumnId, visible: boolean) =>
      update((current) => {
        if (CAMPAIGN_COLUMNS[id].required) return current;
        const visibility = { ...current.visibility, [id]: visible };
        if (visible === !CAMPAIGN_COLUMNS[id].hiddenByDefault) delete visibility[id];
        return { ...current, visibility };
      }),
    [update],
  );
  const setPinned = useCallback(
    (id: ColumnId, pinned: boolean) =>
      update((current) => {
        const rest = current.pinnedLeft.filter((other) => other !== id);
        return { ...current, pinnedLeft: pinned ? [...rest, id] : rest };
      }),
    [update],
  );
  const move = useCallback(
    (id: ColumnId, step: -1 | 1) =>
      update((current) => {
        const pinned = current.pinnedLeft.includes(id);
        // Among the visible columns of its group, so each step moves it on screen.
        const group = (pinned ? current.pinnedLeft : current.order).filter(
          (other) => pinned || !current.pinnedLeft.includes(other),
        );
        const shown = group.filter((other) => isColumnVisible(current, other));
        const neighbour = shown[shown.indexOf(id) + step];
        if (!neighbour) return current;
        const swap = (list: ColumnId[]) =>
          list.map((other) => (other === id ? neighbour : other === neighbour ? id : other));
        return pinned
          ? { ...current, pinnedLeft: swap(current.pinnedLeft) }
          : { ...current, order: swap(current.order) };
      }),
    [update],
  );
  const reset = useCallback(() => update(() => defaultPrefs()), [update]);
  const setWidth = useCallback(
    (id: ColumnId, px: number) => table.setColumnSizing((sizing) => ({ ...sizing, [id]: px })),
    [table],
  );

  const displayOrder = [
    ...prefs.pinnedLeft,
    ...prefs.order.filter((id) => !prefs.pinnedLeft.includes(id)),
  ];
  return {
    table,
    columns,
    displayOrder,
    isVisible: (id) => isColumnVisible(prefs, id),
    isPinned: (id) => prefs.pinnedLeft.includes(id),
    width: (id) => table.getColumn(id)?.getSize() ?? 0,
    setWidth,
    setVisible,
    setPinned,
    move,
    reset,
  };
}
