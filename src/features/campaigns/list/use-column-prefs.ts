import { useCallback, useMemo, useState } from 'react';
import {
  CAMPAIGN_COLUMNS,
  COLUMN_IDS,
  type CampaignColumn,
  type ColumnId,
} from './campaign-columns';
import {
  defaultPrefs,
  prefsFromStored,
  isColumnVisible,
  MAX_COLUMN_PX,
  MIN_COLUMN_PX,
  readPrefs,
  writePrefs,
  type ColumnPrefs,
} from './column-prefs';

export interface ColumnLayout {
  prefs: ColumnPrefs;
  /** Every data column in display order (pinned first), hidden ones included: what "Columns" lists. */
  displayOrder: readonly ColumnId[];
  /** The visible data columns in display order: what the cards and the CSV show. */
  columns: readonly CampaignColumn[];
  isVisible(id: ColumnId): boolean;
  isPinned(id: ColumnId): boolean;
  /** The column's width in px (the user's, else its default). */
  width(id: ColumnId): number;
  /**
   * New widths for the columns named; with `{ all: true }`, every width at once (the
   * table's model after a drag or a double click), a column left out back to its default.
   */
  setWidths(widths: Partial<Record<ColumnId, number>>, options?: { all: boolean }): void;
  setVisible(id: ColumnId, visible: boolean): void;
  setPinned(id: ColumnId, pinned: boolean): void;
  /** One place earlier (-1) or later (+1) among the visible columns pinned alike. */
  move(id: ColumnId, step: -1 | 1): void;
  reset(): void;
  /** The whole layout at once (a saved view's). */
  replace(prefs: ColumnPrefs): void;
  /**
   * A stored layout (a saved view's) as the table can use it. Here rather than
   * imported by the saved views' lazy code, which would split the column code
   * into chunks of its own on the list's first view.
   */
  fromStored(raw: unknown): ColumnPrefs;
  /** "7 of 12 columns, 2 pinned". */
  describe(prefs: ColumnPrefs): string;
  /** The header of the column a sort parameter sorts by. */
  sortLabel(sort: string): string;
}

const REM = 16;
export const defaultWidth = (id: ColumnId) => CAMPAIGN_COLUMNS[id].widthRem * REM;
const clampWidth = (px: number) => Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.round(px)));

/**
 * The campaign table's column layout: the state the table model
 * (use-campaign-table.ts, @tanstack/react-table) is driven by and the column
 * chooser changes, written to this browser's storage on every change.
 */
export function useColumnPrefs(): ColumnLayout {
  const [prefs, setPrefs] = useState(readPrefs);
  const update = useCallback((change: (current: ColumnPrefs) => ColumnPrefs) => {
    setPrefs((current) => {
      const next = change(current);
      if (next !== current) writePrefs(next);
      return next;
    });
  }, []);

  const setWidths = useCallback(
    (widths: Partial<Record<ColumnId, number>>, { all = false } = {}) =>
      update((current) => {
        const sizing = all ? {} : { ...current.sizing };
        for (const [id, px] of Object.entries(widths) as [ColumnId, number][])
          if (id in CAMPAIGN_COLUMNS && Number.isFinite(px)) sizing[id] = clampWidth(px);
        return { ...current, sizing };
      }),
    [update],
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
        // Among the visible columns of its group, so each step moves it on screen; a
        // hidden one steps past the next shown one, so it appears where it was put
        // (not in the list, it would swap with the group's first column).
        const group = pinned
          ? current.pinnedLeft
          : current.order.filter((other) => !current.pinnedLeft.includes(other));
        const shown = group.filter((other) => other === id || isColumnVisible(current, other));
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
  const replace = useCallback((prefs: ColumnPrefs) => update(() => prefs), [update]);

  const displayOrder = useMemo(
    () => [...prefs.pinnedLeft, ...prefs.order.filter((id) => !prefs.pinnedLeft.includes(id))],
    [prefs],
  );
  // One array per layout, so memoized cards keep their props between renders.
  const columns = useMemo(
    () => displayOrder.filter((id) => isColumnVisible(prefs, id)).map((id) => CAMPAIGN_COLUMNS[id]),
    [displayOrder, prefs],
  );
  return {
    prefs,
    displayOrder,
    columns,
    isVisible: (id) => isColumnVisible(prefs, id),
    isPinned: (id) => prefs.pinnedLeft.includes(id),
    width: (id) => prefs.sizing[id] ?? defaultWidth(id),
    setWidths,
    setVisible,
    setPinned,
    move,
    reset,
    replace,
    fromStored: prefsFromStored,
    describe: (shown) =>
      `${COLUMN_IDS.filter((id) => isColumnVisible(shown, id)).length} of ${COLUMN_IDS.length} columns, ${shown.pinnedLeft.length} pinned`,
    sortLabel: (sort) =>
      COLUMN_IDS.map((id) => CAMPAIGN_COLUMNS[id]).find((c) => c.sort === sort)?.label ?? sort,
  };
}
