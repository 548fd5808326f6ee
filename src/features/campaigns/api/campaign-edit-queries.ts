import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CampaignEditDataSchema, type CampaignEditData } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { campaignKeys } from './campaign-queries';

export const campaignEditKeys = {
  all: [...campaignKeys.all, 'edit'] as const,
  edit: (cid: number) => [...campaignKeys.all, 'edit', cid] as const,
};

/**
 * The edit read. CampaignEditDataSchema validates the campaign but hands on
 * the server's own object (CampaignAsReadSchema), so the payload keeps the
 * read's key order and values exactly.
 */
export const CampaignEditReadSchema = CampaignEditDataSchema;

export const campaignEditPath = (cid: number) => `/login/campaigns/${cid}`;

export const campaignEditQueries = {
  /**
   * The edit read (campaign, campaign_types, settings). The contract wants it
   * "immediately before an edit", so it is never fresh from the cache:
   * staleTime 0, and every open, save guard and verification reads again.
   */
  edit: (api: ApiClient, cid: number) =>
    queryOptions({
      queryKey: campaignEditKeys.edit(cid),
      queryFn: ({ signal }) =>
        api.member.get(campaignEditPath(cid), { schema: CampaignEditReadSchema, signal }),
      staleTime: 0,
      // A drafted edit is never made from a read older than a few minutes.
      gcTime: 5 * 60_000,
    }),
};

/**
 * A read that always goes to the server (the lost-update guard, the
 * verification read, "reload and reapply"); it also refreshes the cache. It
 * goes through the QueryCache, so a 401 opens the session dialog.
 */
export async function readCampaignFresh(
  queryClient: QueryClient,
  api: ApiClient,
  cid: number,
): Promise<CampaignEditData> {
  // A read already in flight may have started before our write: never reuse it.
  await queryClient.cancelQueries({ queryKey: campaignEditKeys.edit(cid), exact: true });
  return queryClient.query({ ...campaignEditQueries.edit(api, cid), staleTime: 0 });
}
