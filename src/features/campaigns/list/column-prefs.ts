import * as z from 'zod/mini';
import { CAMPAIGN_COLUMNS, COLUMN_IDS, type ColumnId } from './campaign-columns';

/*
 * The campaign table's column layout on this browser: which columns show, their
 * order, which are pinned to the left and their widths. Layout only: never
 * anything secret. One localStorage item, the one the column chooser always used.
 */
import { COLUMNS_PREFERENCE_ITEM } from './list-storage-items';

export { COLUMNS_PREFERENCE_ITEM };

/** Widths a column may be resized to, in px. */
export const MIN_COLUMN_PX = 56;
export const MAX_COLUMN_PX = 640;

export interface ColumnPrefs {
  /** Only the columns whose visibility differs from their default are noted: a column added later shows its default. */
  visibility: Partial<Record<ColumnId, boolean>>;
  /** Every column, in display order (pinned ones are drawn first, in `pinnedLeft`'s order). */
  order: ColumnId[];
  pinnedLeft: ColumnId[];
  /** Widths the user set, in px. */
  sizing: Partial<Record<ColumnId, number>>;
}

export const DEFAULT_PINNED: readonly ColumnId[] = ['cid', 'name'];

export function defaultPrefs(): ColumnPrefs {
  return { visibility: {}, order: [...COLUMN_IDS], pinnedLeft: [...DEFAULT_PINNED], sizing: {} };
}

const isColumnId = (id: unknown): id is ColumnId =>
  typeof id === 'string' && (COLUMN_IDS as readonly string[]).includes(id);

// Each part is checked on its own, so one bad part does not throw away the others.
const StoredSchema = z.object({
  version: z.optional(z.number()),
  // Before issue 25 only the hidden columns were stored: { hidden: [...] }.
  hidden: z.optional(z.array(z.string())),
  visibility: z.optional(z.record(z.string(), z.boolean())),
  order: z.optional(z.array(z.string())),
  pinnedLeft: z.optional(z.array(z.string())),
  sizing: z.optional(z.record(z.string(), z.number())),
});

/** What `text` (the stored item) says, with anything unknown, duplicated or out of range left out. */
export function parsePrefs(text: string | null): ColumnPrefs {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return defaultPrefs();
  }
  return prefsFromStored(raw);
}

/** A stored layout (the item's JSON, or a saved view's columns) as the table can use it. */
export function prefsFromStored(raw: unknown): ColumnPrefs {
  const prefs = defaultPrefs();
  const parsed = StoredSchema.safeParse(raw);
  if (!parsed.success) return prefs;
  const stored = parsed.data;
  for (const id of stored.hidden ?? []) if (isColumnId(id)) prefs.visibility[id] = false;
  for (const [id, visible] of Object.entries(stored.visibility ?? {}))
    if (isColumnId(id)) prefs.visibility[id] = visible;
  for (const id of COLUMN_IDS) {
    const column = CAMPAIGN_COLUMNS[id];
    if (column.required || prefs.visibility[id] === !column.hiddenByDefault)
      delete prefs.visibility[id];
  }
  if (stored.order) {
    const known = [...new Set(stored.order.filter(isColumnId))];
    // A column the stored order does not know keeps its default place after its predecessor.
    for (const id of COLUMN_IDS) {
      if (known.includes(id)) continue;
      const before = COLUMN_IDS.indexOf(id) - 1;
      const at = before < 0 ? 0 : known.indexOf(COLUMN_IDS[before] as ColumnId) + 1;
      known.splice(at, 0, id);
    }
    prefs.order = known;
  }
  if (stored.pinnedLeft) prefs.pinnedLeft = [...new Set(stored.pinnedLeft.filter(isColumnId))];
  for (const [id, px] of Object.entries(stored.sizing ?? {}))
    if (isColumnId(id) && Number.isFinite(px))
      prefs.sizing[id] = Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.round(px)));
  return prefs;
}

export function readPrefs(): ColumnPrefs {
  try {
    return parsePrefs(window.localStorage.getItem(COLUMNS_PREFERENCE_ITEM));
  } catch {
    return defaultPrefs(); // storage disabled
  }
}

export function writePrefs(prefs: ColumnPrefs) {
  try {
    window.localStorage.setItem(COLUMNS_PREFERENCE_ITEM, JSON.stringify({ version: 2, ...prefs }));
  } catch {
    // Private mode or a full quota: the layout lasts for this page only.
  }
}

export function isColumnVisible(prefs: ColumnPrefs, id: ColumnId): boolean {
  const column = CAMPAIGN_COLUMNS[id];
  return column.required || (prefs.visibility[id] ?? !column.hiddenByDefault);
}
