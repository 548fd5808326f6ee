import { Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortableField } from '@contract/campaigns';
import { DensityChoice } from '@/components/density-choice';
import { ROW_HEIGHT_PX, useDensity } from '@/lib/use-density';
import { PageHeader } from '@/components/page-header';
import { lazyPart } from '@/components/lazy-part';
import { useMediaQuery } from '@/lib/use-media-query';
import { useLatestCallback } from '@/lib/use-latest-callback';
import { useAppContext } from '@/router-context';
import { campaignQueries } from '../api/campaign-queries';
import { BulkStatusToolbar } from './bulk-status-toolbar';
import { useCampaignSelection } from '../bulk-status/use-campaign-selection';
import { ExportListButton } from './export-list-button';
import { FiltersBar } from './filters-bar';
import { FilteredCountries } from './country-filter-context';
import { hasFilters, serverView, type ListSearch } from './list-search';
import { ListBody } from './list-body';
import { PageSizeSelect, type PageSize } from './page-size-select';
import { Pagination } from './pagination';
import { SelectAllMatching } from './select-all-matching';
import { useColumnPrefs } from './use-column-prefs';
import { firstSortOrder } from './campaign-columns';
import { loadCampaignTable, loadSavedViewsBar, PHONE_QUERY, wantsTable } from './list-page-code';
import { useSearchResetNote } from './search-reset-report';
import type { CountryScanResult } from './use-country-scan';

// Phones only: a wide screen never loads the cards (the /campaigns first view stays lean).
const { Component: CampaignCards } = lazyPart(
  () => import('./campaign-cards'),
  'The campaign cards',
);
// The table and its model (@tanstack/react-table) in their own file, requested as
// soon as this module runs on a wide screen: it loads beside the list request
// rather than after it, and the /campaigns first view stays in its budget
// (docs/decisions/048-campaign-table-model.md).
const { Component: CampaignTable, preload: loadTable } = lazyPart(
  loadCampaignTable,
  'The campaign table',
);
if (wantsTable()) void loadTable();
// Only after a link with values the list cannot use.
const { Component: InvalidParamsNote } = lazyPart(
  () => import('./invalid-params-note'),
  'The note about this link',
);
// "Views" and "Save view": beside the list request, not in the first view's bytes.
const { Component: SavedViewsBar, preload: loadViewsBar } = lazyPart(
  loadSavedViewsBar,
  'Saved views',
);
if (typeof window !== 'undefined') void loadViewsBar();
// Only with a country chosen: the reading, filtering and its status load then.
// Without its code the list cannot be filtered by country: the way back is to remove the filter.
const { Component: CountryScan } = lazyPart(() => import('./country-scan'), 'The Country filter', {
  leave: { label: 'Remove the Country filter', action: (props) => props.onRemoveFilter },
});

/** The list while the Country filter's code loads. */
const SCAN_LOADING = {
  data: undefined,
  error: null,
  isFetching: true,
  isPlaceholderData: false,
  refetch: () => {},
};

export interface CampaignListPageProps {
  /** The validated URL search: the whole state of the view. */
  search: ListSearch;
  navigate: (update: (prev: ListSearch) => ListSearch, options?: { replace?: boolean }) => void;
}

// The table's header and its rows, in px: the placeholder takes the table's
// height, so nothing below it moves when the table arrives.
const HEADER_PX = 42;

/** Where the table goes while its code loads: the region's place and size, busy. */
function TablePlaceholder({ rows }: { rows: number }) {
  const [density] = useDensity();
  return (
    <div
      aria-busy="true"
      style={{ height: `min(100dvh - 4rem, ${HEADER_PX + rows * ROW_HEIGHT_PX[density] + 2}px)` }}
      className="animate-pulse rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900"
    />
  );
}

/** "Views" and "Save view" while their code loads: their place, so little moves. */
function SavedViewsPlaceholder() {
  return <div aria-hidden="true" className="h-10 w-48" />;
}

const NO_COUNTRIES: readonly string[] = [];

/** Selection survives paging, not a change of what the list contains. */
function selectionKey({ query, status, types, geo, geoAll }: ListSearch): string {
  return JSON.stringify([query ?? '', status ?? null, types ?? [], geo ?? [], geoAll ?? true]);
}

/** The campaign list: every control writes the URL, and the URL drives the query. */
export function CampaignListPage({ search, navigate: navigateTo }: CampaignListPageProps) {
  const { api, queryClient } = useAppContext();
  const [invalidParams, dismissInvalidParams] = useSearchResetNote();
  const linkWasInvalid = invalidParams.keys.length + invalidParams.droppedCountries.length > 0;
  const navigate: CampaignListPageProps['navigate'] = (update, options) => {
    dismissInvalidParams();
    navigateTo(update, options);
  };
  // The Country filter is no parameter of the list endpoint: with one set, the
  // rows come from reading the whole view and filtering here (use-country-scan.ts).
  const countryFilter = search.geo;
  const serverList = useQuery({
    ...campaignQueries.list(api, serverView(search)),
    placeholderData: keepPreviousData,
    enabled: !countryFilter,
  });
  // The view without its page: what the Country filter, "Export CSV" and "Select all N
  // matching" page through.
  const { page: _page, perPage: _perPage, ...view } = serverView(search);
  const [scan, setScan] = useState<CountryScanResult>();
  const list = countryFilter ? (scan?.list ?? SCAN_LOADING) : serverList;
  const matching = countryFilter ? scan?.matching : undefined;
  const types = useQuery(campaignQueries.typeOptions(api));
  const selection = useCampaignSelection(selectionKey(search));
  const layout = useColumnPrefs();
  // The visible columns in display order: one array per layout, for the cards and the CSV.
  const { columns } = layout;

  // Any change of what is listed starts again at page 1.
  const change = (changes: Partial<ListSearch>, options?: { replace?: boolean }) =>
    navigate((prev) => ({ ...prev, page: 1, ...changes }), options);
  // Paging and sorting ask for the next rows as the user acts: through the router
  // (URL, route match, loader) the request left 9–48 ms later. The loader's
  // request for the same view joins this one (one query key, one request).
  const turnTo = (update: (prev: ListSearch) => ListSearch) => {
    const next = update(search);
    if (!next.geo) void queryClient.prefetchQuery(campaignQueries.list(api, serverView(next)));
    navigate(update);
  };
  const goToPage = (page: number) => turnTo((prev) => ({ ...prev, page }));
  const sortBy = (field: SortableField) =>
    turnTo((prev) => ({
      ...prev,
      page: 1,
      sort: field,
      // The same column again flips the order; a new one starts where its kind does.
      order: prev.sort === field ? (prev.order === 'asc' ? 'desc' : 'asc') : firstSortOrder(field),
    }));
  // A new page size keeps the first visible row on screen.
  const resize = (perPage: PageSize) =>
    turnTo((prev) => ({
      ...prev,
      perPage,
      page: Math.floor(((prev.page - 1) * prev.perPage) / perPage) + 1,
    }));
  // One identity, so the memoized table skips renders of the page that do not concern it
  // (the type filter's options arriving, the selection toolbar).
  const onSort = useLatestCallback(sortBy);
  const clearFilters = () =>
    change({
      query: undefined,
      status: undefined,
      types: undefined,
      geo: undefined,
      geoAll: undefined,
    });

  const hasNoCampaigns = types.data?.hasCampaigns === false;
  const typeFilter = hasNoCampaigns
    ? undefined
    : {
        options: types.data?.options,
        problem: types.isError
          ? {
              message: `The types could not be loaded: ${types.error.message}`,
              retry: () => void types.refetch(),
            }
          : types.isPending
            ? { message: 'Loading types…' }
            : undefined,
      };
  const total = list.data?.total;
  // Below Tailwind's `sm` the table would be wider than the phone: cards instead.
  const narrow = useMediaQuery(PHONE_QUERY);

  return (
    <FilteredCountries.Provider value={countryFilter ?? NO_COUNTRIES}>
      <PageHeader title="Campaigns" description="Your advertising campaigns." />
      {linkWasInvalid ? (
        <Suspense fallback={null}>
          <InvalidParamsNote report={invalidParams} />
        </Suspense>
      ) : null}
      <FiltersBar search={search} onChange={change} typeFilter={typeFilter} columns={layout} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <DensityChoice />
        <div className="flex flex-wrap items-center gap-2">
          <Suspense fallback={<SavedViewsPlaceholder />}>
            <SavedViewsBar
              search={search}
              layout={layout}
              typeOptions={types.data?.options}
              onApplySearch={(viewSearch) => navigate(() => ({ ...viewSearch, page: 1 }))}
            />
          </Suspense>
          <ExportListButton view={view} columns={columns} total={total} rows={matching} />
        </div>
      </div>
      {countryFilter ? (
        <Suspense fallback={null}>
          <CountryScan
            view={view}
            codes={countryFilter}
            includeAll={search.geoAll !== false}
            page={search}
            onResult={setScan}
            onRemoveFilter={() => change({ geo: undefined, geoAll: undefined })}
          />
        </Suspense>
      ) : null}
      <BulkStatusToolbar selection={selection} />
      <SelectAllMatching
        rows={list.isPlaceholderData ? undefined : list.data?.data}
        total={total}
        view={view}
        matching={matching}
        selection={selection}
      />
      <ListBody
        list={list}
        stopped={Boolean(countryFilter && scan?.cancelled)}
        page={search.page}
        filtered={hasFilters(search) && !hasNoCampaigns}
        filters={{ search, typeOptions: types.data?.options }}
        onClearFilters={clearFilters}
        onLastPage={() => goToPage(Math.max(1, Math.ceil((total ?? 0) / search.perPage)))}
      >
        {(rows) =>
          narrow ? (
            <Suspense fallback={null}>
              <CampaignCards
                rows={rows}
                columns={columns}
                selection={selection}
                stale={list.isPlaceholderData}
                skeletonRows={Math.min(search.perPage, 5)}
              />
            </Suspense>
          ) : (
            <Suspense
              fallback={<TablePlaceholder rows={rows?.length ?? Math.min(search.perPage, 20)} />}
            >
              <CampaignTable
                layout={layout}
                rows={rows}
                sortState={search}
                onSort={onSort}
                selection={selection}
                stale={list.isPlaceholderData}
                skeletonRows={Math.min(search.perPage, 20)}
              />
            </Suspense>
          )
        }
      </ListBody>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={search.perPage} onChange={resize} />
        <Pagination page={search.page} perPage={search.perPage} total={total} onPage={goToPage} />
      </div>
    </FilteredCountries.Provider>
  );
}
