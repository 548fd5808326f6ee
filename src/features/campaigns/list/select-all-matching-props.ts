import type { CampaignListRow } from '@contract/campaigns';
import type { CampaignListParams } from '../api/list-params';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';

// Beside select-all-matching.tsx, not in it: its lazily loaded bar needs these too,
// and importing them from the file that loads it would close an import circle.

/** The most campaigns one bulk change takes. */
export const SELECT_ALL_LIMIT = 5000;

export interface SelectAllMatchingProps {
  rows: readonly CampaignListRow[] | undefined;
  total: number | undefined;
  view: Omit<CampaignListParams, 'page' | 'perPage'>;
  /** Every matching row, already read (the Country filter): selected without reading again. */
  matching?: readonly CampaignListRow[];
  selection: CampaignSelection;
}
