import type { Campaign } from '@contract/campaigns';
import { diffCampaigns } from '@/features/campaigns/model/form-model';
import type { LoggedField } from './change-set';

/** The fields that differ between two reads of one campaign, as the log keeps them. */
export function loggedFields(before: Campaign, after: Campaign): LoggedField[] {
  return diffCampaigns(before, after).map(({ key, label, before: was, after: now }) => ({
    key,
    label,
    before: was,
    after: now,
  }));
}
