import type { CampaignStatus, SortableField } from '../../../../contract/campaigns';

/**
 * One view of the campaign list, already validated: what the URL holds and
 * what a list request asks for. Optional filters are absent when not set.
 */
export interface CampaignListParams {
  page: number;
  perPage: number;
  sort: SortableField;
  order: 'asc' | 'desc';
  query?: string;
  status?: CampaignStatus;
  /** Type ids (keys of campaign_types), ascending and without repeats. */
  types?: readonly number[];
}
