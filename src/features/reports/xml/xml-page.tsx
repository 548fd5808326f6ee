import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { XmlGroupBy } from '@contract/reports';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAppContext } from '@/router-context';
import { previousPeriod, type DateRange } from '../shared/date-range';
import { UpdatedAt } from '../shared/updated-at';
import { XmlControls } from './xml-controls';
import { errorMessage, fieldMessages } from './xml-errors';
import { xmlQueries, type XmlStatsParams } from './xml-queries';
import { XmlResults } from './xml-results';
import type { XmlSearch } from './xml-search';
import { useXmlSearchResetNote } from './xml-search-report';
import { nextSort } from './xml-sort';
import { XmlResetNote, XmlSkeleton } from './xml-states';
import { useRecentTids } from './use-recent-tids';
import { useXmlDownload } from './use-xml-download';

export interface XmlPageProps {
  search: XmlSearch;
  navigate(update: (prev: XmlSearch) => XmlSearch): void;
}

export function XmlPage({ search, navigate }: XmlPageProps) {
  const { api } = useAppContext();
  const [resetKeys, dismissReset] = useXmlSearchResetNote();
  const params: XmlStatsParams | undefined = search.tid
    ? { tid: search.tid, from: search.from, to: search.to, groupBy: search.groupBy }
    : undefined;
  const before = params && search.compare ? { ...params, ...previousPeriod(params) } : undefined;

  const stats = useQuery({ ...xmlQueries.stats(api, params ?? emptyParams), enabled: !!params });
  const previous = useQuery({
    ...xmlQueries.stats(api, before ?? emptyParams),
    enabled: !!before,
  });
  const download = useXmlDownload(params);
  const recentTids = useRecentTids({
    tid: params?.tid,
    status: stats.status,
    isPlaceholderData: stats.isPlaceholderData,
    error: stats.error,
  });

  // Opened without a tid: show the key's last used source rather than an
  // empty page — unless the URL named a tid that could not be kept (the reset
  // note explains that one; replacing it silently would hide the mistake).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const last = recentTids[0];
    if (search.tid === undefined && !resetKeys.includes('tid') && last !== undefined)
      navigate((prev) => ({ ...prev, tid: last }));
  }, [recentTids, search.tid, resetKeys, navigate]);

  function change(update: Partial<XmlSearch>) {
    dismissReset();
    download.reset();
    navigate((prev) => ({ ...prev, ...update }));
  }
  // The sort is the URL's too (a shared link opens sorted); the CSV is not affected.
  function sortBy(key: string) {
    dismissReset();
    navigate((prev) => ({ ...prev, ...nextSort(prev, key) }));
  }
  const errors = fieldMessages(stats.error);

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
          onTid={(tid) => change({ tid })}
          onRange={(range: DateRange) => change(range)}
          onGroupBy={(groupBy: XmlGroupBy) => change({ groupBy })}
          onCompare={(compare) => change({ compare })}
        />
        {!params ? (
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
              <Button
                variant="secondary"
                onClick={() => void download.download()}
                disabled={download.state.status === 'busy' || stats.isPending}
              >
                {download.state.status === 'busy' ? 'Preparing CSV…' : 'Download CSV'}
              </Button>
            </div>
            {download.state.status === 'error' ? (
              <Alert tone="error">{errorMessage(download.state.error, 'export')}</Alert>
            ) : null}
            {stats.isError && !stats.isFetching ? (
              <Alert tone="error">
                <p>{errorMessage(stats.error, 'view')}</p>
                <Button variant="secondary" className="mt-2" onClick={() => void stats.refetch()}>
                  Retry
                </Button>
              </Alert>
            ) : stats.isPending ? (
              <XmlSkeleton />
            ) : stats.data && stats.data.length === 0 ? (
              <Alert>No traffic in this range</Alert>
            ) : stats.data ? (
              <div className={stats.isPlaceholderData ? 'opacity-60' : undefined}>
                <XmlResults
                  rows={stats.data}
                  previous={before ? previous.data : undefined}
                  groupBy={search.groupBy}
                  from={search.from}
                  to={search.to}
                  sort={search}
                  onSort={sortBy}
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
