import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '@/lib/api/client';
import { previousPeriod } from '../shared/date-range';
import { createRowModel } from './row-model';
import { searchReportQueries, type SearchReportParams } from './search-queries';
import { useSlicedSummary } from './use-sliced-summary';

/**
 * The previous period of the same length (and feed), loaded only while
 * comparing, filtered by the same row filter as the current view: its totals,
 * revenue per day and rows, for the comparison tiles, the dashed line and the
 * per-row "Previous" column.
 */
export function usePreviousReport(
  api: ApiClient,
  params: SearchReportParams,
  compare: boolean,
  filter: string | undefined,
) {
  const before = { ...params, ...previousPeriod(params) };
  const query = useQuery({ ...searchReportQueries.report(api, before), enabled: compare });
  const data = compare ? query.data : undefined;
  const model = useMemo(() => (data ? createRowModel(data.rows) : undefined), [data]);
  const view = useMemo(() => model?.view('date', 'asc', filter), [model, filter]);
  const previous = useMemo(() => (model && view ? { model, view } : undefined), [model, view]);
  const summarized = useSlicedSummary(previous);
  // Only the summary of the view in use: a stale one would compare with the wrong rows.
  const summary = summarized && summarized.of === previous ? summarized.summary : undefined;
  const summaryError = summarized?.of === previous ? summarized?.error : undefined;
  return { query, period: before, previous, summary, summaryError };
}
