import { lazy, Suspense } from 'react';
import type { SelectAllMatchingProps } from './select-all-matching-props';

// The offer, its paging, progress and Cancel load once a whole page is selected:
// the /campaigns first view carries only this check.
const SelectAllMatchingBar = lazy(() => import('./select-all-matching-bar'));

/** "Select all N matching", offered once every campaign of the page is selected. */
export function SelectAllMatching(props: SelectAllMatchingProps) {
  const { rows, selection } = props;
  if (!rows?.length || selection.pageState(rows) !== 'all') return null;
  return (
    <Suspense fallback={null}>
      <SelectAllMatchingBar {...props} />
    </Suspense>
  );
}
