import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  REPORT_SEARCH_DEFAULTS,
  reportSearchValidator,
  type ReportSearch,
} from '@/features/reports/search/report-search';
import { SearchReportPage } from '@/features/reports/search/search-report-page';
import { searchReportQueries } from '@/features/reports/search/search-queries';

const ignore = () => {};

export const Route = createFileRoute('/_app/reports/search')({
  // Range, feed, sort and filter are the URL; a bad value falls back with a note.
  validateSearch: reportSearchValidator,
  search: { middlewares: [stripSearchParams(REPORT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search: { from, to, sid } }) => ({ from, to, sid }),
  // Starts the request without awaiting it; the page shows its loading state.
  loader: ({ context: { api, queryClient }, deps }) => {
    queryClient.query(searchReportQueries.report(api, deps)).catch(ignore);
  },
  component: SearchReportRoute,
});

function SearchReportRoute() {
  const search = Route.useSearch();
  const routeNavigate = Route.useNavigate();
  const navigate = useCallback(
    (update: (prev: ReportSearch) => Partial<ReportSearch>, replace?: boolean) =>
      void routeNavigate({ search: (prev) => ({ ...prev, ...update(prev) }), replace }),
    [routeNavigate],
  );
  return <SearchReportPage search={search} navigate={navigate} />;
}
