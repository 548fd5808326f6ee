import { queryOptions } from '@tanstack/react-query';
import { CampaignListDataSchema } from '../../../../contract/campaigns';
import type { ApiClient } from '../../../lib/api/client';

/** How many campaigns the member has: one list row is enough to read `total`. */
export function campaignCountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['home', 'campaign-count'],
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
