import { lazy, Suspense } from 'react';
import type { CampaignListRow } from '@contract/campaigns';
import type { CampaignListParams } from '../api/list-params';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';

/** The most campaigns one bulk change takes. */
export const SELECT_ALL_LIMIT = 5000;

// The offer, its paging, progress and Cancel load once a whole page is selected:
// the /campaigns first view carries only this check.
const SelectAllMatchingBar = lazy(() => import('./select-all-matching-bar'));

export interface SelectAllMatchingProps {
  rows: readonly CampaignListRow[] | undefined;
  total: number | undefined;
  view: Omit<CampaignListParams, 'page' | 'perPage'>;
  /** Every matching row, already read (the Country filter): selected without reading again. */
  matching?: readonly CampaignListRow[];
  selection: CampaignSelection;
}

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
