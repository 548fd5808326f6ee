import type { CampaignListQuery } from '@contract/query-schemas';
import type { WireQuery } from '@contract/query-params';
import type { CampaignListParams } from './list-params';

/**
 * The query string of GET /login/campaigns/campaigns for one list view, with
 * exactly the contract's parameter names. page, perPage, sort and order are
 * always sent, defaults included: a deployment whose defaults differ from the
 * contract's (another default sort, say) still answers the view the URL shows.
 * Filters are sent only when set; `types` stays an array, which the client
 * writes as a repeated parameter (types=1&types=3), never comma-joined.
 * The server reads it with CampaignListQuerySchema; the tests prove that every
 * view comes back from it unchanged.
 */
export function buildListQuery(params: CampaignListParams): WireQuery<CampaignListQuery> {
  const query: WireQuery<CampaignListQuery> = {
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    order: params.order,
  };
  const text = params.query?.trim();
  if (text) query.query = text;
  if (params.status !== undefined) query.status = params.status;
  if (params.types?.length) query.types = [...params.types];
  return query;
}
