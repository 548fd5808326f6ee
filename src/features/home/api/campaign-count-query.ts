import { queryOptions } from '@tanstack/react-query';
import { CampaignListDataSchema } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';

/**
 * Under the campaigns feature's list key (`campaignKeys.lists`, which every
 * campaign write invalidates: editor, inline and bulk edit, bulk status, undo),
 * so a write refreshes the count too. Spelled out: a feature imports no other.
 */
export const CAMPAIGN_COUNT_KEY = ['campaigns', 'list', 'count'] as const;

/** How many campaigns the member has: one list row is enough to read `total`. */
export function campaignCountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: CAMPAIGN_COUNT_KEY,
    queryFn: async ({ signal }) => {
      const list = await api.member.get('/login/campaigns/campaigns', {
        query: { perPage: 1 },
        schema: CampaignListDataSchema,
        signal,
      });
      return list.total;
    },
    // Refreshed whenever the start page is shown again: it is one tiny request.
    staleTime: 0,
  });
}
