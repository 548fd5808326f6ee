import { useCallback, useMemo, useState } from 'react';
import { PENDING_STATUS, type CampaignListRow } from '@contract/campaigns';
import { PENDING_REASON } from './status-plan';

export interface CampaignSelection {
  /** cid -> the row as it was when selected (the dialog refreshes it from the list). */
  selected: ReadonlyMap<number, CampaignListRow>;
  isSelected(cid: number): boolean;
  /** Selects or unselects one row; a row that cannot be selected is ignored. */
  toggle(row: CampaignListRow): void;
  /** Selects every selectable row of the page, or clears them when all are already selected. */
  togglePage(rows: readonly CampaignListRow[]): void;
  pageState(rows: readonly CampaignListRow[]): 'none' | 'some' | 'all';
  /**
   * Adds every selectable row of the whole view ("Select all N matching"); Pending ones are
   * left out, and how many could be selected is kept in `wholeSelectable`.
   */
  selectRows(rows: readonly CampaignListRow[]): void;
  /** Since "Select all N matching" in this view: how many of its campaigns can be selected. */
  wholeSelectable: number | undefined;
  clear(): void;
  /** Why the row's checkbox is disabled, or undefined when it can be selected. */
  disabledReason(row: CampaignListRow): string | undefined;
}

interface State {
  key: string;
  selected: ReadonlyMap<number, CampaignListRow>;
  whole?: number;
}

const EMPTY: ReadonlyMap<number, CampaignListRow> = new Map();

export function selectionDisabledReason(row: CampaignListRow): string | undefined {
  return row.status === PENDING_STATUS ? PENDING_REASON : undefined;
}

/**
 * The bulk selection of the campaign list. It survives paging (rows of other
 * pages stay selected, with their snapshot) and is dropped when `resetKey`
 * (the serialized filters) changes, so a selection never hides behind a filter.
 */
export function useCampaignSelection(resetKey: string): CampaignSelection {
  const [state, setState] = useState<State>({ key: resetKey, selected: EMPTY });
  // Derived, not reset in an effect: the render with the new key already shows none selected.
  const selected = state.key === resetKey ? state.selected : EMPTY;
  const wholeSelectable = state.key === resetKey ? state.whole : undefined;

  const update = useCallback(
    (change: (current: Map<number, CampaignListRow>) => void, whole?: number) =>
      setState((previous) => {
        const same = previous.key === resetKey;
        const next = new Map(same ? previous.selected : EMPTY);
        change(next);
        return {
          key: resetKey,
          selected: next,
          whole: whole ?? (same ? previous.whole : undefined),
        };
      }),
    [resetKey],
  );

  // Stable while the filters stay: memoized rows keep it and re-render only when
  // their own checkbox changes, not on every click elsewhere in a 200-row page.
  const toggle = useCallback(
    (row: CampaignListRow) => {
      if (selectionDisabledReason(row)) return;
      // Decided inside the update, so several toggles in one event compose.
      update((next) => {
        if (next.has(row.cid)) next.delete(row.cid);
        else next.set(row.cid, row);
      });
    },
    [update],
  );

  return useMemo<CampaignSelection>(() => {
    const selectable = (rows: readonly CampaignListRow[]) =>
      rows.filter((row) => selectionDisabledReason(row) === undefined);
    return {
      selected,
      isSelected: (cid) => selected.has(cid),
      toggle,
      togglePage(rows) {
        const candidates = selectable(rows);
        update((next) => {
          const all = candidates.length > 0 && candidates.every((row) => next.has(row.cid));
          for (const row of candidates) {
            if (all) next.delete(row.cid);
            else next.set(row.cid, row);
          }
        });
      },
      pageState(rows) {
        const candidates = selectable(rows);
        const count = candidates.filter((row) => selected.has(row.cid)).length;
        if (count === 0) return 'none';
        return count === candidates.length ? 'all' : 'some';
      },
      selectRows(rows) {
        const candidates = selectable(rows);
        update((next) => {
          for (const row of candidates) next.set(row.cid, row);
        }, candidates.length);
      },
      wholeSelectable,
      clear: () => update((next) => next.clear()),
      disabledReason: selectionDisabledReason,
    };
  }, [selected, wholeSelectable, update, toggle]);
}
