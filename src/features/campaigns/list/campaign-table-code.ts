/**
 * The campaign table's code (and its model, @tanstack/react-table): its own chunk,
 * out of the /campaigns first view's bytes (docs/decisions/048). Requested by the
 * list page as it loads on a wide screen, and awaited by the route's loader on entry
 * so the first render draws the table itself rather than its placeholder.
 */
export const loadCampaignTable = () => import('./campaign-table');

/** Phones get cards, never the table's code. */
export function wantsTable(): boolean {
  return typeof window !== 'undefined' && !window.matchMedia?.('(max-width: 639.98px)').matches;
}
