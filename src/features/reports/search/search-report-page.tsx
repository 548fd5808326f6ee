import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { DensityChoice } from '@/components/density-choice';
import { PageHeader } from '@/components/page-header';
import { useAppContext } from '@/router-context';
import { DateRangeControls } from '../shared/date-range-controls';
import { UpdatedAt } from '../shared/updated-at';
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
import { summarize } from './totals';
import { TotalsSummary } from './totals-summary';
import { VIEW_DEFAULTS, type Column } from './view-search';
import { GroupByChoice } from './group-by-choice';
import { rollupSort } from './rollup';
import { RollupTable } from './rollup-table';
import { GROUP_LABEL, useShownRollup } from './use-shown-rollup';

const ReportCharts = lazy(() => import('./report-charts'));

export interface SearchReportPageProps {
  search: ReportSearch;
  navigate(update: (prev: ReportSearch) => Partial<ReportSearch>, replace?: boolean): void;
}

export function SearchReportPage({ search, navigate }: SearchReportPageProps) {
  const { api } = useAppContext();
  const resetKeys = useReportResetNote();
  const params = { from: search.from, to: search.to, sid: search.sid };
  const query = useQuery(searchReportQueries.report(api, params));

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
    const timer = setTimeout(() => navigate((prev) => ({ ...prev, q }), true), 300);
    return () => clearTimeout(timer);
  }, [filterText, search.q, navigate]);

  const model = useMemo(() => (query.data ? createRowModel(query.data) : undefined), [query.data]);
  const group = search.group;
  // Grouped, the rows are only summed: the server's order (by date) needs no sort.
  const rowSort = group ? VIEW_DEFAULTS : search;
  const view = useMemo(
    () => model?.view(rowSort.sort, rowSort.order, filter),
    [model, rowSort.sort, rowSort.order, filter],
  );
  // The sort on screen: the rollup's falls back to its group when the URL's column is not shown.
  const shownSort = group ? rollupSort(group, search.sort, search.order) : search;
  const rollup = useShownRollup(model, view, group, shownSort.sort, shownSort.order);
  // Totals and charts follow once the rows are on screen.
  const shown = useMemo(() => (model && view ? { model, view } : undefined), [model, view]);
  const summarized = useAfterPaint(shown);
  const summary = useMemo(
    () => (summarized ? summarize(summarized.model.rows, summarized.view) : undefined),
    [summarized],
  );

  function sortBy(column: Column) {
    navigate((prev) => ({
      ...prev,
      sort: column,
      order:
        shownSort.sort === column
          ? shownSort.order === 'asc'
            ? 'desc'
            : 'asc'
          : NUMERIC_COLUMNS.has(column)
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
          onChange={(range) => navigate((prev) => ({ ...prev, ...range }))}
        />
        <FeedForm
          key={search.sid ?? ''}
          sid={search.sid}
          onApply={(sid) => navigate((prev) => ({ ...prev, sid }))}
        />
        <RowFilter value={filterText} onChange={setFilterText} />
        <GroupByChoice
          value={group}
          onChange={(next) => navigate((prev) => ({ ...prev, group: next }))}
        />
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <UpdatedAt
          updatedAt={query.dataUpdatedAt}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
        <ExportActions
          api={api}
          params={params}
          model={model}
          view={view}
          rollup={rollup}
          // Without the scope there is nothing to download: the page says why.
          unavailable={query.isError && isScopeRefusal(query.error, search.sid)}
        />
      </div>
      {query.isPending ? (
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
                totals={summary.totals}
                shown={summarized.view.length}
                all={summarized.model.rows.length}
              />
            ) : (
              <p role="status" className="text-sm">
                Computing totals…
              </p>
            )}
            <section aria-label="Charts of the filtered view">
              <Suspense fallback={<p className="text-sm">Loading charts…</p>}>
                {summary ? (
                  <ReportCharts perDay={summary.perDay} countries={summary.countries} />
                ) : null}
              </Suspense>
            </section>
          </div>
          <div className="space-y-2">
            <DensityChoice />
            {rollup ? (
              <RollupTable
                groupLabel={GROUP_LABEL[rollup.group]}
                columns={rollup.columnDefs}
                rows={rollup.rows}
                order={rollup.order}
                sort={shownSort.sort}
                sortOrder={shownSort.order}
                onSort={sortBy}
              />
            ) : (
              <ReportTable
                model={model}
                view={view}
                sort={search.sort}
                order={search.order}
                onSort={sortBy}
              />
            )}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * `value`, once the browser has painted a frame since it changed (a
 * requestAnimationFrame, then a task): what is computed and rendered from it
 * never delays that frame, as work in a deferred render could. A hidden tab
 * paints no frames, so a timer stands in there.
 */
function useAfterPaint<T>(value: T): T | undefined {
  const [painted, setPainted] = useState<{ value: T }>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
    const show = () => {
      cancel();
      startTransition(() => setPainted({ value }));
    };
    const fallback = setTimeout(show, 250);
    frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return cancel;
  }, [value]);
  return painted?.value;
}
