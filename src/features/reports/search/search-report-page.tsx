import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { DensityChoice } from '@/components/density-choice';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/code-load-error';
import { useAppContext } from '@/router-context';
import { DateRangeControls } from '../shared/date-range-controls';
import { OutsideRangeNote } from '../shared/outside-range-note';
import { UpdatedAt } from '../shared/updated-at';
import { useRestoredView } from '../shared/use-restored-view';
import { NUMERIC_COLUMNS } from './columns';
import { ExportActions } from './export-actions';
import { ReportTable } from './report-table';
import type { ReportSearch } from './report-search';
import { useReportResetNote } from './report-search';
import { EmptyState, isScopeRefusal, LoadingState, ReportErrorState } from './report-states';
import { FeedForm, RowFilter } from './report-filters';
import { createRowModel } from './row-model';
import { searchReportQueries } from './search-queries';
import { cn } from '@/components/ui/cn';
import { useSlicedSummary } from './use-sliced-summary';
import { TotalsSummary } from './totals-summary';
import { DEFAULT_COMPARE_METRIC, VIEW_DEFAULTS, type Column } from './view-search';
import { GroupByChoice } from './group-by-choice';
import { rollupSort } from './rollup';
import { RollupTable } from './rollup-table';
import { GROUP_LABEL } from './use-shown-rollup';
import { isCompareSortKey } from '../shared/compare/compare-sort';
import { CompareHeaders } from '../shared/compare/compare-headers';
import { Checkbox } from '@/components/ui/checkbox';
import { usePreviousReport } from './use-previous-report';
import { PreviousPeriodFailure } from '../shared/compare/previous-period-failure';
import { useComparedRollup } from './use-compared-rollup';
import { CompareCells } from './search-compare-columns';
import { SearchCompareRegion } from './search-compare-region';
import { alignPreviousPerDay } from './previous-per-day';
import { lazyPart } from '@/components/lazy-part';
import { preloadBiggestChanges } from '../shared/compare/lazy-biggest-changes';

const { Component: ReportCharts } = lazyPart(() => import('./report-charts'), 'The charts');

export interface SearchReportPageProps {
  search: ReportSearch;
  navigate(update: (prev: ReportSearch) => Partial<ReportSearch>, replace?: boolean): void;
}

export function SearchReportPage({ search, navigate }: SearchReportPageProps) {
  const { api } = useAppContext();
  const resetKeys = useReportResetNote();
  const params = { from: search.from, to: search.to, sid: search.sid };
  const query = useQuery(searchReportQueries.report(api, params));
  // Reopened, the key's last period, grouping and comparison come back (a link's win).
  useRestoredView('search', search, navigate);

  const [filterText, setFilterText] = useState(search.q ?? '');
  // Back/forward (or a pasted link) change `q` under the open page: follow it,
  // unless it is the value this box just wrote.
  const [seenQ, setSeenQ] = useState(search.q);
  if (search.q !== seenQ) {
    setSeenQ(search.q);
    if ((filterText.trim() || undefined) !== search.q) setFilterText(search.q ?? '');
  }
  const filter = useDeferredValue(filterText);
  // The filter text reaches the URL once typing pauses.
  useEffect(() => {
    const q = filterText.trim() || undefined;
    if (q === search.q) return;
    // Starting or clearing a filter is a step of history; refining one replaces it.
    const refine = Boolean(q && search.q);
    const timer = setTimeout(() => navigate((prev) => ({ ...prev, q }), refine), 300);
    return () => clearTimeout(timer);
  }, [filterText, search.q, navigate]);

  // The rows a new answer brings are drawn in a deferred render: Query hands new data over
  // through useSyncExternalStore, whose render React never splits, and drawing 54,000 rows'
  // table took a 50–65 ms task (issue 27 item 4). Deferred, the work yields between parts.
  const data = useDeferredValue(query.data);
  const drawing = data !== query.data;
  const model = useMemo(() => (data ? createRowModel(data.rows) : undefined), [data]);
  const group = search.group;
  // Grouped, the rows are only summed: the server's order (by date) needs no sort.
  const rowSort =
    group || isCompareSortKey(search.sort)
      ? VIEW_DEFAULTS
      : { sort: search.sort, order: search.order };
  const view = useMemo(
    () => model?.view(rowSort.sort, rowSort.order, filter),
    [model, rowSort.sort, rowSort.order, filter],
  );
  // The sort on screen: the rollup's falls back to its group when the URL's column is not shown.
  const shownSort = group ? rollupSort(group, search.sort, search.order) : search;
  const compare = search.compare === true;
  const metric = search.compareBy ?? DEFAULT_COMPARE_METRIC;
  const before = usePreviousReport(api, params, compare, filter);
  // "Biggest changes" loads its code beside the previous period's answer.
  useEffect(() => {
    if (compare) void preloadBiggestChanges();
  }, [compare]);
  const rollup = useComparedRollup({
    model,
    view,
    group,
    sort: shownSort.sort,
    order: shownSort.order,
    previous: before.previous,
    metric,
    from: search.from,
    to: search.to,
    only: search.only,
  });
  // Totals and charts follow once the rows are on screen.
  const shown = useMemo(() => (model && view ? { model, view } : undefined), [model, view]);
  const summed = useSlicedSummary(shown);
  const summarized = summed?.of;
  const summary = summed?.summary;
  const summaryError = summarized === shown ? summed?.error : undefined;

  function sortBy(column: Column | 'previous' | 'change') {
    navigate((prev) => ({
      ...prev,
      sort: column,
      order:
        shownSort.sort === column
          ? shownSort.order === 'asc'
            ? 'desc'
            : 'asc'
          : column === 'change'
            ? 'asc'
            : column === 'previous' || NUMERIC_COLUMNS.has(column)
              ? 'desc'
              : 'asc',
    }));
  }

  return (
    <>
      <PageHeader title="Search report" description="Daily Search metrics per feed and country." />
      {resetKeys.length ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Some link parameters were invalid and were reset: {resetKeys.join(', ')}
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <DateRangeControls
          from={search.from}
          to={search.to}
          onChange={(range, refine) => navigate((prev) => ({ ...prev, ...range }), refine)}
        />
        <FeedForm
          key={search.sid ?? ''}
          sid={search.sid}
          onApply={(sid) => navigate((prev) => ({ ...prev, sid }))}
        />
        <RowFilter value={filterText} onChange={setFilterText} />
        <GroupByChoice
          value={group}
          // Another grouping has other keys: a filter to one of them ends.
          onChange={(next) => navigate((prev) => ({ ...prev, group: next, only: undefined }))}
        />
        <div className="pb-2">
          <Checkbox
            label="Compare to previous period"
            checked={compare}
            onChange={(event) =>
              navigate((prev) => ({ ...prev, compare: event.target.checked || undefined }))
            }
          />
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <UpdatedAt
          updatedAt={query.dataUpdatedAt}
          refreshing={query.isFetching}
          onRefresh={() => {
            void query.refetch();
            // The previous period too: Previous and Change must be as fresh as the rows.
            if (compare) void before.query.refetch();
          }}
        />
        <ExportActions
          api={api}
          params={params}
          model={model}
          view={view}
          rollup={rollup}
          narrowed={Boolean(group || filter?.trim())}
          // Without the scope there is nothing to download: the page says why.
          unavailable={query.isError && isScopeRefusal(query.error, search.sid)}
        />
      </div>
      {/* Also above "No rows": an answer of only other days is empty here. */}
      <OutsideRangeNote outside={data?.outside ?? 0} from={search.from} to={search.to} />
      {query.isPending || (drawing && !model) ? (
        <LoadingState />
      ) : query.isError ? (
        <ReportErrorState
          error={query.error}
          sid={search.sid}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !model || !view || model.rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="space-y-6">
          {/* Until the new view is summarized, the previous totals stay (no jump)
              but are marked as out of date: busy and dimmed. */}
          <div
            aria-busy={summarized !== shown}
            data-testid="summaries"
            className={cn('space-y-6 transition-opacity', summarized !== shown && 'opacity-60')}
          >
            {summary && summarized ? (
              <TotalsSummary
                previous={before.summary?.totals}
                totals={summary.totals}
                shown={summarized.view.length}
                all={summarized.model.rows.length}
              />
            ) : summaryError ? (
              <Alert tone="error" title="The totals could not be computed">
                {errorMessage(summaryError, 'a value of the report could not be added up')}
              </Alert>
            ) : (
              <p role="status" className="text-sm">
                Computing totals…
              </p>
            )}
            <section aria-label="Charts of the filtered view">
              <Suspense fallback={<p className="text-sm">Loading charts…</p>}>
                {summary ? (
                  <ReportCharts
                    perDay={
                      before.summary
                        ? alignPreviousPerDay(
                            summary.perDay,
                            before.summary.perDay,
                            search.from,
                            before.period.from,
                          )
                        : summary.perDay
                    }
                    countries={summary.countries}
                    comparing={before.summary !== undefined}
                  />
                ) : null}
              </Suspense>
            </section>
          </div>
          <div className="space-y-2">
            {compare && (before.query.isError || before.summaryError) ? (
              <PreviousPeriodFailure
                error={before.query.error ?? before.summaryError}
                retrying={before.query.isFetching}
                onRetry={() => void before.query.refetch()}
              />
            ) : null}
            <SearchCompareRegion
              rollup={rollup}
              comparing={compare}
              loading={compare && before.query.isPending}
              metric={metric}
              only={search.only}
              onCompareBy={(compareBy) => navigate((prev) => ({ ...prev, compareBy }))}
              onOnly={(only) => navigate((prev) => ({ ...prev, only }))}
            />
            <DensityChoice />
            {rollup ? (
              <RollupTable
                groupLabel={GROUP_LABEL[rollup.group]}
                columns={rollup.columnDefs}
                rows={rollup.rows}
                order={rollup.order}
                sort={rollup.sort}
                sortOrder={rollup.sortOrder}
                onSort={sortBy}
                extra={
                  rollup.compare
                    ? {
                        headers: (
                          <CompareHeaders
                            sort={rollup.sort}
                            order={rollup.sortOrder}
                            onSort={sortBy}
                            className="border-b border-slate-300 px-2 font-medium whitespace-nowrap dark:border-slate-600"
                            buttonClassName="inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-slate-200 dark:hover:bg-slate-700"
                          />
                        ),
                        cells: (index) => (
                          <CompareCells change={rollup.compare?.changes[index]} metric={metric} />
                        ),
                      }
                    : undefined
                }
              />
            ) : (
              <ReportTable
                model={model}
                view={view}
                sort={rowSort.sort}
                order={rowSort.order}
                onSort={sortBy}
              />
            )}
          </div>
        </div>
      )}
    </>
  );
}
