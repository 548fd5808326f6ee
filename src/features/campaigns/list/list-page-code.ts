/**
 * Parts of the campaign list in chunks of their own, out of the /campaigns first
 * view's bytes. The list page requests them as it loads; the route's loader awaits
 * them on entry (with the rows), so the first render draws them rather than their
 * placeholders, which they would replace a moment later (docs/decisions/058).
 */

/** The table and its model, @tanstack/react-table (docs/decisions/048). */
export const loadCampaignTable = () => import('./campaign-table');

/** "Views" and "Save view" (docs/decisions/052). */
export const loadSavedViewsBar = () => import('./saved-views/saved-views-bar');

/** Below Tailwind's `sm` the table would be wider than the phone: the list shows cards. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** Phones get cards, never the table's code. */
export function wantsTable(): boolean {
  return typeof window !== 'undefined' && !window.matchMedia?.(PHONE_QUERY).matches;
}
