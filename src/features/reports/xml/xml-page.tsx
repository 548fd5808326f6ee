import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef } from 'react';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAppContext } from '@/router-context';
import { previousPeriod, type DateRange } from '../shared/date-range';
import { UpdatedAt } from '../shared/updated-at';
import { useSavedView, viewOf, viewParams } from '../shared/use-saved-view';
import { XmlControls } from './xml-controls';
import { errorMessage, fieldMessages } from './xml-errors';
import { xmlQueries, type XmlStatsParams } from './xml-queries';
import { preloadComparison, XmlResults } from './xml-results';
import type { XmlSearch, XmlViewGroupBy } from './xml-search';
import { useXmlSearchResetNote } from './xml-search-report';
import { nextSort } from './xml-sort';
import { XmlResetNote, XmlSkeleton } from './xml-states';
import { useRecentTids } from './use-recent-tids';
import { useXmlDownload } from './use-xml-download';
import { hrefWith } from '../shared/compare/href-with';
import { PreviousPeriodFailure } from '../shared/compare/previous-period-failure';
import { OutsideRangeNote } from '../shared/outside-range-note';
import { lazyPart } from '@/components/lazy-part';
import type { AllSourcesProps } from './all-sources';

// Group by "Traffic source" is one view of four, with its own fetching and
// table: its code loads when it is chosen (or opened from a link).
const { Component: AllSources } = lazyPart<AllSourcesProps>(
  () => import('./all-sources').then((module) => ({ default: module.AllSources })),
  'The statistics per traffic source',
);

export interface XmlPageProps {
  search: XmlSearch;
  /** A user's choice is a step of history; what the page restores by itself replaces (`replace`). */
  navigate(update: (prev: XmlSearch) => XmlSearch, replace?: boolean): void;
}

export function XmlPage({ search, navigate }: XmlPageProps) {
  const { api } = useAppContext();
  const [resetKeys, dismissReset] = useXmlSearchResetNote();
  // Group by "Traffic source": every tid of the key's list, not one (AllSources).
  const allSources = search.groupBy === 'tid';
  const params: XmlStatsParams | undefined =
    search.tid && search.groupBy !== 'tid'
      ? { tid: search.tid, from: search.from, to: search.to, groupBy: search.groupBy }
      : undefined;
  const before = params && search.compare ? { ...params, ...previousPeriod(params) } : undefined;

  const stats = useQuery({ ...xmlQueries.stats(api, params ?? emptyParams), enabled: !!params });
  const previous = useQuery({
    ...xmlQueries.stats(api, before ?? emptyParams),
    enabled: !!before,
  });
  const comparing = before !== undefined;
  // While either answer is still the last range's (keepPreviousData), the previous
  // period's figures would sit beside this range's as its own: none until both are in.
  const previousRows =
    before && !stats.isPlaceholderData && !previous.isPlaceholderData
      ? previous.data?.rows
      : undefined;
  useEffect(() => {
    if (comparing) preloadComparison();
  }, [comparing]);
  const download = useXmlDownload(params);
  const recentTids = useRecentTids({
    tid: params?.tid,
    status: stats.status,
    isPlaceholderData: stats.isPlaceholderData,
    error: stats.error,
  });

  // The key's last view (period, grouping, comparison) unless the link chose one.
  const restoredView = useSavedView('xml', viewOf('xml', search));

  // Opened without a tid: show the key's last used source rather than an
  // empty page — unless the URL named a tid that could not be kept (the reset
  // note explains that one; replacing it silently would hide the mistake).
  // One navigation restores the tid and the view together.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const last = recentTids[0];
    const tid =
      search.tid === undefined && !resetKeys.includes('tid') && last !== undefined
        ? { tid: last }
        : {};
    const view = restoredView ? viewParams('xml', restoredView) : {};
    if ('tid' in tid || restoredView) navigate((prev) => ({ ...prev, ...view, ...tid }), true);
  }, [recentTids, search.tid, resetKeys, navigate, restoredView]);

  /** `refine`: a date still being typed replaces the history entry its first change made. */
  function change(update: Partial<XmlSearch>, refine = false) {
    dismissReset();
    download.reset();
    navigate((prev) => ({ ...prev, ...update }), refine);
  }
  // The sort is the URL's too (a shared link opens sorted); the CSV is not affected.
  function sortBy(key: string) {
    dismissReset();
    navigate((prev) => ({ ...prev, ...nextSort(prev, key) }));
  }
  const errors = fieldMessages(stats.error);
  const fullExportNote = useId();

  return (
    <>
      <PageHeader
        title="XML statistics"
        description="Traffic and revenue per XML traffic source."
      />
      <div className="space-y-6">
        <XmlResetNote keys={resetKeys} />
        <XmlControls
          search={search}
          recentTids={recentTids}
          errors={errors}
          // A tid asked for by hand is that one source's view.
          onTid={(tid) => change(allSources ? { tid, groupBy: 'day' } : { tid })}
          onRange={(range: DateRange, refine: boolean) => change(range, refine)}
          // Another grouping has other keys: a filter to one of them ends.
          onGroupBy={(groupBy: XmlViewGroupBy) => change({ groupBy, only: undefined })}
          onCompare={(compare) => change({ compare })}
        />
        {allSources ? (
          <Suspense fallback={<XmlSkeleton />}>
            <AllSources
              tids={recentTids}
              from={search.from}
              to={search.to}
              sort={search}
              onSort={sortBy}
            />
          </Suspense>
        ) : !params ? (
          <Alert>Enter a traffic source (tid) to see its statistics.</Alert>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <UpdatedAt
                updatedAt={stats.dataUpdatedAt}
                refreshing={stats.isFetching}
                onRefresh={() => {
                  void stats.refetch();
                  if (before) void previous.refetch();
                }}
              />
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="secondary"
                  onClick={() => void download.download()}
                  disabled={download.state.status === 'busy' || stats.isPending}
                  aria-describedby={search.only !== undefined ? fullExportNote : undefined}
                >
                  {download.state.status === 'busy' ? 'Preparing CSV…' : 'Download CSV'}
                </Button>
                {search.only !== undefined ? (
                  // The server's file has every row of the grouping; the table shows one.
                  <p id={fullExportNote} className="text-sm text-slate-700 dark:text-slate-300">
                    Full export from the server: ignores the row filter
                  </p>
                ) : null}
              </div>
            </div>
            {download.state.status === 'error' ? (
              <Alert tone="error">{errorMessage(download.state.error, 'export')}</Alert>
            ) : null}
            {/* Also above "No traffic": an answer of only other days is empty here. */}
            <OutsideRangeNote
              outside={stats.data?.outside ?? 0}
              from={search.from}
              to={search.to}
            />
            {stats.isError && !stats.isFetching ? (
              <Alert tone="error">
                <p>{errorMessage(stats.error, 'view')}</p>
                <Button variant="secondary" className="mt-2" onClick={() => void stats.refetch()}>
                  Retry
                </Button>
              </Alert>
            ) : stats.isPending ? (
              <XmlSkeleton />
            ) : stats.data && stats.data.rows.length === 0 ? (
              <Alert>No traffic in this range</Alert>
            ) : stats.data ? (
              <div
                className={stats.isPlaceholderData ? 'opacity-60' : undefined}
                aria-busy={stats.isPlaceholderData || undefined}
              >
                {before && previous.isFetching && !previousRows ? (
                  <p role="status" className="mb-3 text-sm">
                    Loading the previous period…
                  </p>
                ) : null}
                {before && previous.isError ? (
                  <div className="mb-3">
                    <PreviousPeriodFailure
                      error={previous.error}
                      retrying={previous.isFetching}
                      onRetry={() => void previous.refetch()}
                    />
                  </div>
                ) : null}
                <XmlResults
                  rows={stats.data.rows}
                  previous={previousRows}
                  comparing={comparing}
                  groupBy={params.groupBy}
                  from={search.from}
                  to={search.to}
                  sort={search}
                  onSort={sortBy}
                  compare={{
                    compareBy: search.compareBy,
                    onCompareBy: (compareBy) => change({ compareBy }),
                    only: search.only,
                    onOnly: (only) => change({ only }),
                    hrefOfOnly: (only) => hrefWith({ only }),
                    onStopComparing: () => change({ compare: false }),
                  }}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

// Disabled queries still need a key; this one never runs.
const emptyParams: XmlStatsParams = { tid: 0, from: '', to: '', groupBy: 'day' };
