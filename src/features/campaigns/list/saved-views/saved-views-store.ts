import * as z from 'zod/mini';
import type { Density } from '@/lib/use-density';
import type { ColumnPrefs } from '../column-prefs';
import { ListSearchSchema, type ListSearch } from '../list-search';
import { SAVED_VIEWS_ITEM } from '../list-storage-items';
import { readStoredMembers } from './saved-views-item';

/*
 * Saved views ("Save view", "Views"): a name for the list's filters, sort, rows
 * per page, columns and density, kept on this browser per member (memberKeyOf:
 * tenant and user id from the token's claims, never the token). Layout and
 * filters only: nothing secret. One localStorage item for every member
 * (saved-views-item.ts); every view checked here on its own.
 */

export const MAX_VIEW_NAME = 60;
/** Enough for a working set; the menu stays a menu. */
export const MAX_VIEWS = 30;

/** What a view restores of the URL: everything but the page. */
export type ViewSearch = Omit<ListSearch, 'page'>;

export interface SavedView {
  name: string;
  search: ViewSearch;
  columns: ColumnPrefs;
  density: Density;
}

export interface MemberViews {
  views: SavedView[];
  /** The name of the view that opens when the list is opened without parameters. */
  defaultName?: string;
}

const NONE: MemberViews = { views: [] };

// Each view is checked on its own: one damaged view never costs the others.
const StoredView = z.object({
  name: z.string(),
  search: z.optional(z.record(z.string(), z.unknown())),
  columns: z.optional(z.unknown()),
  density: z.optional(z.string()),
});
const StoredMember = z.object({
  views: z.array(z.unknown()),
  default: z.optional(z.string()),
});

/** The URL state a view keeps: the list search without its page. */
export function viewSearchOf(search: ListSearch): ViewSearch {
  const { page: _page, ...rest } = search;
  return rest;
}

/** Reads a stored column layout (the layout's own parser, `ColumnLayout.fromStored`). */
export type ColumnsParser = (raw: unknown) => ColumnPrefs;

/** A stored view as the page can use it, or undefined when it cannot be read at all. */
function viewFromStored(raw: unknown, parseColumns: ColumnsParser): SavedView | undefined {
  const parsed = StoredView.safeParse(raw);
  if (!parsed.success) return undefined;
  const name = parsed.data.name.trim().slice(0, MAX_VIEW_NAME);
  if (!name) return undefined;
  // The list's own forgiving schema: a value it cannot take falls back to its default.
  const search = ListSearchSchema.safeParse({ ...parsed.data.search, page: 1 });
  if (!search.success) return undefined;
  return {
    name,
    search: viewSearchOf(search.data),
    columns: parseColumns(parsed.data.columns),
    density: parsed.data.density === 'comfortable' ? 'comfortable' : 'compact',
  };
}

function memberFromStored(raw: unknown, parseColumns: ColumnsParser): MemberViews {
  const parsed = StoredMember.safeParse(raw);
  if (!parsed.success) return NONE;
  const views: SavedView[] = [];
  for (const item of parsed.data.views) {
    const view = viewFromStored(item, parseColumns);
    if (view && !views.some((other) => sameName(other.name, view.name))) views.push(view);
  }
  const defaultName = views.find((view) => view.name === parsed.data.default)?.name;
  return { views: views.slice(0, MAX_VIEWS), defaultName };
}

/** This member's saved views on this browser. */
export function readMemberViews(memberKey: string, parseColumns: ColumnsParser): MemberViews {
  return memberFromStored(readStoredMembers()[memberKey], parseColumns);
}

/** Stores this member's views; false when the browser refused (private mode, full quota). */
export function writeMemberViews(memberKey: string, state: MemberViews): boolean {
  const members = readStoredMembers();
  members[memberKey] = { views: state.views, default: state.defaultName };
  try {
    window.localStorage.setItem(SAVED_VIEWS_ITEM, JSON.stringify({ version: 1, members }));
    return true;
  } catch {
    return false;
  }
}

/** View names are told apart without regard to case or surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Adds the view, or replaces the one of the same name in its place. */
export function withView(state: MemberViews, view: SavedView, makeDefault: boolean): MemberViews {
  const at = state.views.findIndex((other) => sameName(other.name, view.name));
  const views =
    at < 0 ? [...state.views, view] : state.views.map((other, i) => (i === at ? view : other));
  const replacedDefault = at >= 0 && state.defaultName === state.views[at]?.name;
  const defaultName = makeDefault ? view.name : replacedDefault ? undefined : state.defaultName;
  return { views, defaultName };
}

export function withoutView(state: MemberViews, name: string): MemberViews {
  return {
    views: state.views.filter((view) => view.name !== name),
    defaultName: state.defaultName === name ? undefined : state.defaultName,
  };
}

export function withDefault(state: MemberViews, name: string | undefined): MemberViews {
  return {
    ...state,
    defaultName: state.views.some((view) => view.name === name) ? name : undefined,
  };
}

/** JSON with sorted keys and no undefined: the same state always reads the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** Whether the page shows exactly this view (what the menu marks as current). */
export function showsView(
  view: SavedView,
  current: { search: ListSearch; columns: ColumnPrefs; density: Density },
): boolean {
  return (
    view.density === current.density &&
    canonical(view.search) === canonical(viewSearchOf(current.search)) &&
    canonical(view.columns) === canonical(current.columns)
  );
}
