import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignListRow } from '@contract/campaigns';
import { useAppContext } from '@/router-context';
import { campaignKeys } from '../api/campaign-queries';
import type { CampaignListParams } from '../api/list-params';
import { filterByCountry, pageOfRows, type CountryFilter } from './country-filter';
import type { ListResult } from './list-body';
import { SELECT_ALL_LIMIT } from './select-all-matching-props';

type View = Omit<CampaignListParams, 'page' | 'perPage'>;

/** What the list page takes from the Country filter. */
export interface CountryScanResult {
  /** The page of the filtered rows, for the list body (like the list query). */
  list: ListResult;
  /** Every row that matches the Country filter (for "Select all" and "Export CSV"). */
  matching: readonly CampaignListRow[] | undefined;
  /** The user stopped the reading; nothing is filtered until "Filter again". */
  cancelled: boolean;
}

export interface CountryScan extends CountryScanResult {
  /** How many campaigns the filter ran over, and how many the server filters match. */
  scanned: { count: number; total: number } | undefined;
  /** While reading: campaigns read so far, of how many. */
  progress: { loaded: number; of: number } | undefined;
  cancel: () => void;
  restart: () => void;
}

/**
 * The Country filter over the list endpoint, which has no country parameter:
 * every campaign matching the server-side filters is read (perPage=200, up to
 * 5,000, the view's sort), cached for the view (its key leaves out page and
 * countries: paging or another country reads nothing again), then filtered and
 * paged here.
 */
export function useCountryScan(
  view: View,
  filter: CountryFilter,
  page: { page: number; perPage: number },
): CountryScan {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  // Under the list key: every campaign write refreshes it.
  const queryKey = [...campaignKeys.lists, 'country-scan', view] as const;
  const keyText = JSON.stringify(queryKey);
  const [progress, setProgress] = useState<{ key: string; loaded: number; of: number }>();
  const [cancelledKey, setCancelledKey] = useState<string>();
  const cancelled = cancelledKey === keyText;

  // keyText is the key itself as text (for the progress of this key only); the
  // client is one per app, not part of what is cached.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const scan = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      setProgress({ key: keyText, loaded: 0, of: 0 });
      const { fetchAllRows } = await import('./fetch-all-rows');
      return fetchAllRows(api, view, {
        limit: SELECT_ALL_LIMIT,
        signal,
        onProgress: (loaded, of) => setProgress({ key: keyText, loaded, of }),
      });
    },
    enabled: !cancelled,
    // A full read is up to 25 requests: kept while the view is open, refreshed by writes.
    staleTime: 5 * 60_000,
  });

  const matching = useMemo(
    () => (scan.data ? filterByCountry(scan.data.rows, filter) : undefined),
    [filter, scan.data],
  );
  // One object per page of the result: the list page re-renders from it (country-scan.tsx),
  // so a new one on every render would loop.
  const { page: pageNumber, perPage } = page;
  const data = useMemo(
    () => (matching ? pageOfRows(matching, pageNumber, perPage) : undefined),
    [matching, pageNumber, perPage],
  );

  return {
    list: {
      data,
      error: scan.error,
      isFetching: scan.isFetching,
      isPlaceholderData: false,
      refetch: () => scan.refetch(),
    },
    matching,
    scanned: scan.data ? { count: scan.data.rows.length, total: scan.data.total } : undefined,
    progress:
      scan.isFetching && !scan.data && progress?.key === keyText
        ? { loaded: progress.loaded, of: progress.of }
        : undefined,
    cancelled,
    cancel: () => {
      setCancelledKey(keyText);
      void queryClient.cancelQueries({ queryKey, exact: true });
    },
    restart: () => setCancelledKey(undefined),
  };
}
