import type { QueryClient } from '@tanstack/react-query';
import { CampaignListRowSchema, type CampaignListRow } from '@contract/campaigns';
import { campaignKeys } from '../api/campaign-queries';

/** Every campaign list query key starts with this: every page, filter and sort. */
export const CAMPAIGN_LIST_KEY = campaignKeys.lists;

// A cached answer is immutable (Query replaces it, never edits it): its rows are
// parsed once, not on every render of the toolbar that asks for them.
const parsedAnswers = new WeakMap<object, CampaignListRow[]>();

/** Rows of a cached list answer, whatever wrapper the list query keeps them in. */
export function rowsOf(data: unknown): CampaignListRow[] {
  if (typeof data !== 'object' || data === null) return [];
  let rows = parsedAnswers.get(data);
  if (!rows) parsedAnswers.set(data, (rows = parseRows(data)));
  return rows;
}

function parseRows(data: object): CampaignListRow[] {
  const candidates: unknown[] = Array.isArray(data)
    ? data
    : ((['data', 'rows', 'items'] as const)
        .map((key) => (data as Record<string, unknown>)[key])
        .find(Array.isArray) ?? []);
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
  if (rows.length === 0) return []; // nothing selected: no need to look at the cache
  const fresh = rowsOnScreen(queryClient);
  return rows.map((row) => fresh.get(row.cid) ?? row);
}
