import { Suspense } from 'react';
import type { SelectAllMatchingProps } from './select-all-matching-props';
import { lazyPart } from '@/components/lazy-part';

// The offer, its paging, progress and Cancel load once a whole page is selected:
// the /campaigns first view carries only this check.
const { Component: SelectAllMatchingBar } = lazyPart(
  () => import('./select-all-matching-bar'),
  'The option to select every matching campaign',
);

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
