import { redirect } from '@tanstack/react-router';
import { memberKeyOf } from '@/features/auth/member-key';
import { writeDensity } from '@/lib/use-density';
import type { RouterContext } from '@/router-context';
import { COLUMNS_PREFERENCE_ITEM } from '../list-storage-items';
import { LIST_SEARCH_DEFAULTS } from '../list-search';
import { storedDefaultView } from './saved-views-item';

/**
 * Opens the member's default view, if one is set: called by the list route's
 * `beforeLoad` when the list is entered without parameters (the menu link, a
 * bookmark of /campaigns). The route decides when: a link's parameters always
 * win, and a change made on the page ("Clear filters" back to the bare list)
 * stays what it is.
 *
 * Route options travel in every page's first bytes, so this reads the stored
 * view raw and hands each part to what checks it anyway: the columns to the
 * layout's parser (as the page mounts), the search to the route's validator.
 */
export function openDefaultView(context: RouterContext): void {
  const view = storedDefaultView(memberKeyOf(context.auth.credentials.getSnapshot()).key);
  if (!view) return;
  try {
    if (view.columns !== undefined)
      window.localStorage.setItem(COLUMNS_PREFERENCE_ITEM, JSON.stringify(view.columns));
  } catch {
    // Storage refused: the columns stay as they are.
  }
  if (view.density === 'compact' || view.density === 'comfortable') writeDensity(view.density);
  const search = typeof view.search === 'object' && view.search !== null ? view.search : {};
  // A view of the bare list has nothing to add to the URL (and redirecting to
  // the bare URL would enter the page again, and again).
  if (isBareList(search)) return;
  throw redirect({ to: '/campaigns', search: { ...search, page: 1 }, replace: true });
}

/** Whether the URL of this view is /campaigns with no parameter (each one its default or empty). */
function isBareList(search: object): boolean {
  return Object.entries(search).every(([key, value]) =>
    Array.isArray(value)
      ? value.length === 0
      : value === undefined ||
        value === null ||
        value === '' ||
        LIST_SEARCH_DEFAULTS[key as keyof typeof LIST_SEARCH_DEFAULTS] === value,
  );
}
