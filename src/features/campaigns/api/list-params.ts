import type { CampaignStatus } from '@contract/campaigns';
import type { CampaignListQuery } from '@contract/query-schemas';

/**
 * One view of the campaign list, already validated: what the URL holds and
 * what a list request asks for. The contract's list query (CampaignListQuery),
 * narrowed where the dashboard knows more. Optional filters are absent when
 * not set.
 */
export interface CampaignListParams extends Omit<CampaignListQuery, 'status' | 'types'> {
  status?: CampaignStatus;
  /** Type ids (keys of campaign_types), ascending and without repeats. */
  types?: readonly number[];
}
