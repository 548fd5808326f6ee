import type { QueryClient } from '@tanstack/react-query';
import { CampaignListRowSchema, type CampaignListRow } from '@contract/campaigns';
import { campaignKeys } from '../api/campaign-queries';

/** Every campaign list query key starts with this: every page, filter and sort. */
export const CAMPAIGN_LIST_KEY = campaignKeys.lists;

/** Rows of a cached list answer, whatever wrapper the list query keeps them in. */
export function rowsOf(data: unknown): CampaignListRow[] {
  const candidates: unknown[] = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? ((['data', 'rows', 'items'] as const)
          .map((key) => (data as Record<string, unknown>)[key])
          .find(Array.isArray) ?? [])
      : [];
  return candidates.flatMap((candidate) => {
    const parsed = CampaignListRowSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The rows the list pages currently on screen hold, newest answer winning.
 * With `since`, only answers received after that moment count (a refetch
 * after a change, never the cache from before it).
 */
export function rowsOnScreen(
  queryClient: QueryClient,
  options: { since?: number } = {},
): Map<number, CampaignListRow> {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: CAMPAIGN_LIST_KEY, type: 'active' })
    .filter((q) => q.state.status === 'success' && q.state.dataUpdatedAt >= (options.since ?? 0))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const rows = new Map<number, CampaignListRow>();
  for (const query of queries) for (const row of rowsOf(query.state.data)) rows.set(row.cid, row);
  return rows;
}

/** The rows as the list on screen now shows them; a row not on screen keeps its snapshot. */
export function currentRows(
  queryClient: QueryClient,
  rows: readonly CampaignListRow[],
): CampaignListRow[] {
  const fresh = rowsOnScreen(queryClient);
  return rows.map((row) => fresh.get(row.cid) ?? row);
}
