/**
 * The two columns comparing adds; both sort (the URL's `sort` names them).
 * A file of its own: the URL checks of both reports load with every page and
 * must not pull the comparison code in with them (bench/budget).
 */
export const COMPARE_SORT_KEYS = ['previous', 'change'] as const;
export type CompareSortKey = (typeof COMPARE_SORT_KEYS)[number];

export function isCompareSortKey(key: unknown): key is CompareSortKey {
  return key === 'previous' || key === 'change';
}
