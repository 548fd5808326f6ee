import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { memberKeyOf } from '@/features/auth/member-key';
import { writeDensity } from '@/lib/use-density';
import type { RouterContext } from '@/router-context';
import { writePrefs } from '../column-prefs';
import { LIST_SEARCH_DEFAULTS } from '../list-search';
import { readMemberViews, type ViewSearch } from './saved-views-store';

interface EnterArgs {
  context: RouterContext;
  location: ParsedLocation;
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * The list's `beforeLoad`: opening the campaign list without parameters (the
 * menu link, a bookmark of /campaigns) opens the member's default view. A link's
 * parameters always win, and a change made on the page ("Clear filters" back to
 * the bare list) stays what it is: only entering the page opens the default.
 */
export function openDefaultView({ context, location, cause }: EnterArgs): void {
  if (cause !== 'enter' || Object.keys(location.search).length > 0) return;
  const { key } = memberKeyOf(context.auth.credentials.getSnapshot());
  const { views, defaultName } = readMemberViews(key);
  const view = views.find((candidate) => candidate.name === defaultName);
  if (!view) return;
  // Layout first: the page reads both from storage as it mounts.
  writePrefs(view.columns);
  writeDensity(view.density);
  // A view of the bare list has nothing to add to the URL (and redirecting to
  // the bare URL would enter the page again, and again).
  if (isBareList(view.search)) return;
  throw redirect({ to: '/campaigns', search: { ...view.search, page: 1 }, replace: true });
}

/** Whether the URL of this view is /campaigns with no parameter (each one its default or empty). */
function isBareList(search: ViewSearch): boolean {
  return Object.entries(search).every(([key, value]) =>
    Array.isArray(value)
      ? value.length === 0
      : value === undefined ||
        value === '' ||
        LIST_SEARCH_DEFAULTS[key as keyof typeof LIST_SEARCH_DEFAULTS] === value,
  );
}
