import { useCallback, useSyncExternalStore } from 'react';

export type Density = 'compact' | 'comfortable';

/** The table density chosen on this browser. Layout only: never anything secret. */
export const DENSITY_ITEM = 'adpanel.density';

/** Compact unless the user chose otherwise: a work surface shows many rows. */
export const DEFAULT_DENSITY: Density = 'compact';

/**
 * The row box of each density, shared by every table so they look alike:
 * Compact rows stay within 40 px (a 32 px action button plus 2 × 2 px) because
 * text cells keep to one line (cut with an ellipsis; Comfortable wraps them
 * whole), the Comfortable ones keep the roomier look the tables had before.
 */
export const DENSITY_CLASSES: Record<Density, { row: string; cell: string; text: string }> = {
  compact: { row: 'h-9', cell: 'py-0.5', text: 'truncate' },
  comfortable: { row: 'h-14', cell: 'py-2', text: '' },
};

/** The rows' heights in pixels (h-9, h-14): a windowed table's estimate until measured. */
export const ROW_HEIGHT_PX: Record<Density, number> = { compact: 36, comfortable: 56 };

// The tables and the choice on a page follow one value, so the store is
// module-wide rather than per component. Other tabs pick it up on their next
// load (no storage listener: bytes on every first view for little gain).
const listeners = new Set<() => void>();
let memory: Density | undefined; // only when storage refused the write

/** The density this browser shows now. */
export function readDensity(): Density {
  try {
    const stored = window.localStorage.getItem(DENSITY_ITEM);
    if (stored === 'compact' || stored === 'comfortable') return stored;
  } catch {
    // Storage disabled: fall through to this page's memory.
  }
  return memory ?? DEFAULT_DENSITY;
}

/** Sets the density of every table (a saved view opening, or the "Density" choice). */
export function writeDensity(density: Density) {
  try {
    window.localStorage.setItem(DENSITY_ITEM, density);
    memory = undefined;
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
    memory = density;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The density choice, remembered across reloads and shared by every table on screen. */
export function useDensity(): [Density, (density: Density) => void] {
  const density = useSyncExternalStore(subscribe, readDensity, () => DEFAULT_DENSITY);
  const set = useCallback((next: Density) => writeDensity(next), []);
  return [density, set];
}
