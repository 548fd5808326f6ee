import { unitsOf, type RowChange } from './row-comparison';

import type { CompareSortKey } from './compare-keys';

export { isCompareSortKey, type CompareSortKey } from './compare-keys';

/**
 * The value a row sorts by: "Previous" by the previous value, "Change" by the
 * signed difference (a fall of 159.89 before one of 20: "dropped most" reads
 * from the top of a sort by Change, ascending), a new or gone row counting
 * its missing side as 0.
 */
export function compareSortValue(change: RowChange | undefined, key: CompareSortKey) {
  if (!change) return undefined;
  return unitsOf(key === 'previous' ? change.previous : change.difference);
}

/** Items in the order of one comparison column; rows without a value last either way, ties in their order. */
export function sortByComparison<T>(
  items: readonly T[],
  changeOf: (item: T) => RowChange | undefined,
  key: CompareSortKey,
  order: 'asc' | 'desc',
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const keyed = items.map((item, index) => ({
    item,
    index,
    value: compareSortValue(changeOf(item), key),
  }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value === b.value) return a.index - b.index;
      return a.value === undefined ? 1 : -1;
    }
    if (a.value === b.value) return a.index - b.index;
    return sign * (a.value < b.value ? -1 : 1);
  });
  return keyed.map((k) => k.item);
}
