import { Suspense, type ReactNode } from 'react';
import type { CampaignListData, CampaignListRow } from '@contract/campaigns';
import type { ListEmptyStateProps, NoMatchFilters } from './list-empty-states';
import { ListErrorState } from './list-states';
import { lazyPart } from '@/components/lazy-part';

// Loaded when the list first turns out empty.
const { Component: ListEmptyState } = lazyPart(
  () => import('./list-empty-states'),
  'The message for an empty list',
);
const empty = (props: ListEmptyStateProps) => (
  <Suspense fallback={null}>
    <ListEmptyState {...props} />
  </Suspense>
);

/**
 * What the list body needs of a list answer: the list query's result, or one
 * page of the rows the Country filter kept (use-country-scan.ts).
 */
export interface ListResult {
  data: CampaignListData | undefined;
  error: Error | null;
  isFetching: boolean;
  /** The previous view's rows, shown dimmed while the new ones load. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListBodyProps {
  list: ListResult;
  page: number;
  /** Whether filters narrow the list (else an empty list means no campaigns at all). */
  filtered: boolean;
  /** What the filters are, for the words of the "No campaigns match" state. */
  filters: NoMatchFilters;
  /** Loading was stopped by the user (the Country filter's Cancel): nothing to show. */
  stopped?: boolean;
  onClearFilters: () => void;
  onLastPage: () => void;
  /** The table, given the rows to show (undefined while the first page loads). */
  children: (rows: readonly CampaignListRow[] | undefined) => ReactNode;
}

/** Picks what the list area shows: error, one of the empty states, or the table. */
export function ListBody({
  list,
  page,
  filtered,
  filters,
  stopped = false,
  onClearFilters,
  onLastPage,
  children,
}: ListBodyProps) {
  if (stopped) return null;
  const data = list.data;
  const retry = () => void list.refetch();
  if (list.error) {
    return (
      <div className="space-y-4">
        <ListErrorState error={list.error} retrying={list.isFetching} onRetry={retry} />
        {/* A failed refresh keeps the rows it had, so nothing vanishes under the message. */}
        {data ? children(data.data) : null}
      </div>
    );
  }
  if (data && !list.isPlaceholderData) {
    if (data.total === 0)
      return filtered
        ? empty({ kind: 'no-match', filters, onClear: onClearFilters })
        : empty({ kind: 'no-campaigns' });
    if (data.data.length === 0) return empty({ kind: 'past-the-end', page, onLastPage });
  }
  return children(data?.data);
}
