import type { ReactNode } from 'react';
import type { CampaignListData, CampaignListRow } from '../../../../contract/campaigns';
import { ListErrorState, NoCampaignsState, NoMatchState, PastTheEndState } from './list-states';

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
  filterWords: readonly string[];
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
  filterWords,
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
      return filtered ? (
        <NoMatchState filters={filterWords} onClear={onClearFilters} />
      ) : (
        <NoCampaignsState />
      );
    if (data.data.length === 0) return <PastTheEndState page={page} onLastPage={onLastPage} />;
  }
  return children(data?.data);
}
