import { queryOptions } from '@tanstack/react-query';
import { CampaignListDataSchema } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { buildListQuery } from './build-list-query';
import { fetchTypeOptions } from './fetch-type-options';
import type { CampaignListParams } from './list-params';

/**
 * Query keys of the campaigns feature. Everything under `all` belongs to it;
 * writes invalidate `lists` (every page, filter and sort at once).
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (params: CampaignListParams) => ['campaigns', 'list', params] as const,
  typeOptions: ['campaigns', 'type-options'] as const,
};

/**
 * A page that names a campaign twice (a backend's join gone wrong) shows it once, where
 * it came first: the table keys, selects and edits rows by cid, so two rows of one cid
 * would check together and confuse React's reconciliation.
 */
function oncePerCid<Row extends { cid: number }>(rows: Row[]): Row[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.cid) && !!seen.add(row.cid));
}

export const campaignQueries = {
  /** One page of the list, exactly as the URL describes it. */
  list: (api: ApiClient, params: CampaignListParams) =>
    queryOptions({
      queryKey: campaignKeys.list(params),
      queryFn: async ({ signal }) => {
        const page = await api.member.get('/login/campaigns/campaigns', {
          query: buildListQuery(params),
          schema: CampaignListDataSchema,
          signal,
        });
        return { ...page, data: oncePerCid(page.data) };
      },
    }),

  /**
   * The tenant's campaign types for the type filter. They change only with a
   * deployment, so they are read once per session (sign-in and sign-out clear
   * the cache).
   */
  typeOptions: (api: ApiClient) =>
    // The client is one per app, not part of what is cached; whose types these
    // are is the session's, whose cache sign-in and sign-out clear.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: campaignKeys.typeOptions,
      queryFn: ({ signal }) => fetchTypeOptions(api, signal),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
