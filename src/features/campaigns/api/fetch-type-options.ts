import {
  CampaignEditDataSchema,
  CampaignListDataSchema,
  type CampaignType,
} from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';

export interface CampaignTypeOption {
  /** The campaign_types key, sent as `types`. */
  id: number;
  /** What the user reads, e.g. "Push CPC". */
  label: string;
}

/** The member's type filter choices; `hasCampaigns: false` means none can be read. */
export interface CampaignTypeOptions {
  hasCampaigns: boolean;
  options: CampaignTypeOption[];
}

/** "Push" + "CPC" → "Push CPC", unless the name already names its pricing model. */
export function typeLabel(type: CampaignType): string {
  const pricing = type.pricing.trim();
  return pricing && !type.name.toUpperCase().includes(pricing.toUpperCase())
    ? `${type.name} ${pricing}`
    : type.name;
}

/**
 * A list row carries no type id and campaign_types only comes with a campaign
 * read, so the tenant's types are read through the member's first campaign.
 * A member without campaigns has nothing to filter.
 */
export async function fetchTypeOptions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CampaignTypeOptions> {
  const first = await api.member.get('/login/campaigns/campaigns', {
    query: { page: 1, perPage: 1 },
    schema: CampaignListDataSchema,
    signal,
  });
  const row = first.data[0];
  if (!row) return { hasCampaigns: false, options: [] };
  const read = await api.member.get(`/login/campaigns/${row.cid}`, {
    schema: CampaignEditDataSchema,
    signal,
  });
  const options = Object.entries(read.campaign_types)
    .map(([key, type]) => ({ id: Number(key), label: typeLabel(type) }))
    .filter((option) => Number.isInteger(option.id) && option.id > 0)
    .sort((a, b) => a.id - b.id);
  return { hasCampaigns: true, options };
}
