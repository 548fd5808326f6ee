import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { CAMPAIGN_COLUMNS, COLUMN_IDS, type ColumnId } from './campaign-columns';

/** Which columns the user hid. Layout only: never anything secret. */
export const COLUMNS_PREFERENCE_ITEM = 'adpanel.campaigns.columns';

// The hidden ones are stored, so a column added later shows up by default.
const StoredSchema = z.object({ hidden: z.array(z.string()) });

function readHidden(): Set<ColumnId> {
  try {
    const text = window.localStorage.getItem(COLUMNS_PREFERENCE_ITEM);
    const parsed = StoredSchema.safeParse(text ? JSON.parse(text) : undefined);
    if (!parsed.success) return new Set();
    return new Set(
      COLUMN_IDS.filter((id) => parsed.data.hidden.includes(id) && !CAMPAIGN_COLUMNS[id].required),
    );
  } catch {
    return new Set(); // storage disabled or garbage: show everything
  }
}

function writeHidden(hidden: ReadonlySet<ColumnId>) {
  try {
    window.localStorage.setItem(COLUMNS_PREFERENCE_ITEM, JSON.stringify({ hidden: [...hidden] }));
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

export interface ColumnVisibility {
  isVisible(id: ColumnId): boolean;
  setVisible(id: ColumnId, visible: boolean): void;
}

/** The column chooser's state, remembered in localStorage across reloads. */
export function useColumnVisibility(): ColumnVisibility {
  const [hidden, setHidden] = useState(readHidden);
  const setVisible = useCallback((id: ColumnId, visible: boolean) => {
    if (CAMPAIGN_COLUMNS[id].required) return;
    setHidden((current) => {
      const next = new Set(current);
      if (visible) next.delete(id);
      else next.add(id);
      writeHidden(next);
      return next;
    });
  }, []);
  // Stable until the choice changes, so the table's columns stay the same array.
  const isVisible = useCallback((id: ColumnId) => !hidden.has(id), [hidden]);
  return { isVisible, setVisible };
}
