import { CampaignListDataSchema, PER_PAGE_MAX, type CampaignListRow } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { buildListQuery } from '../api/build-list-query';
import type { CampaignListParams } from '../api/list-params';

export interface FetchAllOptions {
  /** Stop after this many rows ("Select all N matching" is capped). */
  limit?: number;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Every campaign of a view, paged through the list endpoint at perPage=200,
 * one request at a time, in the view's sort. A row that moves across pages
 * while paging (someone else's edit) is kept once, where it was first seen.
 */
export async function fetchAllRows(
  api: ApiClient,
  view: Omit<CampaignListParams, 'page' | 'perPage'>,
  { limit = Infinity, signal, onProgress }: FetchAllOptions = {},
): Promise<{ rows: CampaignListRow[]; total: number }> {
  const rows = new Map<number, CampaignListRow>();
  let total = 0;
  for (let page = 1; rows.size < limit; page++) {
    signal?.throwIfAborted();
    const data = await api.member.get('/login/campaigns/campaigns', {
      query: buildListQuery({ ...view, page, perPage: PER_PAGE_MAX }),
      schema: CampaignListDataSchema,
      signal,
    });
    // A fetch that ignores the signal still answers: an answer after Cancel is not used.
    signal?.throwIfAborted();
    total = data.total;
    const before = rows.size;
    for (const row of data.data) {
      if (rows.size >= limit) break;
      if (!rows.has(row.cid)) rows.set(row.cid, row);
    }
    // A page of nothing but campaigns already read: the server answers the same page
    // whatever `page` says, and paging on would never end (it asks for a million pages).
    if (data.data.length > 0 && rows.size === before && rows.size < limit)
      throw new Error(
        `Page ${page} of the list held only campaigns already read: the server does not seem to page the list. Stopped after ${rows.size} of ${total} campaigns.`,
      );
    onProgress?.(rows.size, Math.min(total, limit));
    if (data.data.length === 0 || page >= data.totalPages || rows.size >= total) break;
  }
  return { rows: [...rows.values()], total };
}
