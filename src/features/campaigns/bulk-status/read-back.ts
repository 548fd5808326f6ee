import type { QueryClient } from '@tanstack/react-query';
import { CampaignListDataSchema, type CampaignListRow } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { CAMPAIGN_LIST_KEY, rowsOnScreen } from './list-cache';

/** At most this many single-campaign reads run at once while verifying. */
export const READ_BACK_CONCURRENCY = 4;

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One campaign by cid: a numeric `query` matches the exact cid (contract, list endpoint). */
export async function readCampaignRow(
  api: ApiClient,
  cid: number,
): Promise<CampaignListRow | undefined> {
  const page = await api.member.get('/login/campaigns/campaigns', {
    query: { query: String(cid), perPage: 20 },
    schema: CampaignListDataSchema,
  });
  return page.data.find((row) => row.cid === cid);
}

/**
 * After a change: refetch the list pages on screen (and the start page), take
 * the changed campaigns from the refetched rows, and read the others (filtered
 * away, on another page) one by one. A campaign that cannot be read maps to
 * undefined: verification reports it, it is never assumed.
 */
export async function readBackStatuses(options: {
  api: ApiClient;
  queryClient: QueryClient;
  cids: readonly number[];
  /** When the change was answered: older cached rows do not count. */
  since: number;
}): Promise<Map<number, CampaignListRow | undefined>> {
  const { api, queryClient, cids, since } = options;
  // The start page's campaign count sits under the same key.
  await queryClient.invalidateQueries({ queryKey: CAMPAIGN_LIST_KEY });
  const onScreen = rowsOnScreen(queryClient, { since });
  const observed = new Map<number, CampaignListRow | undefined>();
  const elsewhere: number[] = [];
  for (const cid of cids) {
    const row = onScreen.get(cid);
    if (row) observed.set(cid, row);
    else elsewhere.push(cid);
  }
  const rows = await mapWithLimit(elsewhere, READ_BACK_CONCURRENCY, (cid) =>
    readCampaignRow(api, cid).catch(() => undefined),
  );
  elsewhere.forEach((cid, index) => observed.set(cid, rows[index]));
  return observed;
}
