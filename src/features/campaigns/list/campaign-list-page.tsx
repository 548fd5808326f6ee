import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortableField } from '@contract/campaigns';
import { DensityChoice } from '@/components/density-choice';
import { PageHeader } from '@/components/page-header';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAppContext } from '@/router-context';
import { campaignQueries } from '../api/campaign-queries';
import { BulkStatusToolbar } from './bulk-status-toolbar';
import { useCampaignSelection } from '../bulk-status/use-campaign-selection';
import { describeFilters } from './describe-filters';
import { ExportListButton } from './export-list-button';
import { FiltersBar } from './filters-bar';
import { InvalidParamsNote } from './invalid-params-note';
import { hasFilters, type ListSearch } from './list-search';
import { ListBody } from './list-body';
import { PageSizeSelect, type PageSize } from './page-size-select';
import { Pagination } from './pagination';
import { SelectAllMatching } from './select-all-matching';
import { useColumnPrefs } from './use-column-prefs';
import { useSearchResetNote } from './search-reset-report';

// Phones only: a wide screen never loads the cards (the /campaigns first view stays lean).
const CampaignCards = lazy(() => import('./campaign-cards'));
// The table and its model (@tanstack/react-table) in their own file, requested as
// soon as this module runs on a wide screen: it loads beside the list request
// rather than after it, and the /campaigns first view stays in its budget
// (docs/decisions/048-campaign-table-model.md).
const loadTable = () => import('./campaign-table');
if (typeof window !== 'undefined' && !window.matchMedia?.('(max-width: 639.98px)').matches)
  void loadTable().catch(() => {});
const CampaignTable = lazy(loadTable);

export interface CampaignListPageProps {
  /** The validated URL search: the whole state of the view. */
  search: ListSearch;
  navigate: (update: (prev: ListSearch) => ListSearch, options?: { replace?: boolean }) => void;
}

/** Where the table goes while its code loads: the region's place, busy. */
function TablePlaceholder() {
  return (
    <div
      aria-busy="true"
      className="h-96 animate-pulse rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900"
    />
  );
}

/** Selection survives paging, not a change of what the list contains. */
function selectionKey({ query, status, types }: ListSearch): string {
  return JSON.stringify([query ?? '', status ?? null, types ?? []]);
}

/** The campaign list: every control writes the URL, and the URL drives the query. */
export function CampaignListPage({ search, navigate: navigateTo }: CampaignListPageProps) {
  const { api } = useAppContext();
  const [invalidParams, dismissInvalidParams] = useSearchResetNote();
  const navigate: CampaignListPageProps['navigate'] = (update, options) => {
    dismissInvalidParams();
    navigateTo(update, options);
  };
  const list = useQuery({
    ...campaignQueries.list(api, search),
    placeholderData: keepPreviousData,
  });
  const types = useQuery(campaignQueries.typeOptions(api));
  const selection = useCampaignSelection(selectionKey(search));
  const layout = useColumnPrefs();
  // The visible columns in display order: one array per layout, for the cards and the CSV.
  const { columns } = layout;

  // Any change of what is listed starts again at page 1.
  const change = (changes: Partial<ListSearch>, options?: { replace?: boolean }) =>
    navigate((prev) => ({ ...prev, page: 1, ...changes }), options);
  const goToPage = (page: number) => navigate((prev) => ({ ...prev, page }));
  const sortBy = (field: SortableField) =>
    change({
      sort: field,
      order: search.sort === field && search.order === 'asc' ? 'desc' : 'asc',
    });
  // A new page size keeps the first visible row on screen.
  const resize = (perPage: PageSize) =>
    navigate((prev) => ({
      ...prev,
      perPage,
      page: Math.floor(((prev.page - 1) * prev.perPage) / perPage) + 1,
    }));
  const clearFilters = () => change({ query: undefined, status: undefined, types: undefined });

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
  const narrow = useMediaQuery('(max-width: 639.98px)');
  // The view without its page: what "Export CSV" and "Select all N matching" page through.
  const { page: _page, perPage: _perPage, ...view } = search;

  return (
    <>
      <PageHeader title="Campaigns" description="Your advertising campaigns." />
      <InvalidParamsNote keys={invalidParams} />
      <FiltersBar search={search} onChange={change} typeFilter={typeFilter} columns={layout} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <DensityChoice />
        <ExportListButton view={view} columns={columns} total={total} />
      </div>
      <BulkStatusToolbar selection={selection} />
      <SelectAllMatching
        rows={list.isPlaceholderData ? undefined : list.data?.data}
        total={total}
        view={view}
        selection={selection}
      />
      <ListBody
        list={list}
        page={search.page}
        filtered={hasFilters(search) && !hasNoCampaigns}
        filterWords={describeFilters(search, types.data?.options)}
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
            <Suspense fallback={<TablePlaceholder />}>
              <CampaignTable
                layout={layout}
                rows={rows}
                sortState={search}
                onSort={sortBy}
                selection={selection}
                stale={list.isPlaceholderData}
                skeletonRows={Math.min(search.perPage, 10)}
              />
            </Suspense>
          )
        }
      </ListBody>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <PageSizeSelect value={search.perPage} onChange={resize} />
        <Pagination page={search.page} perPage={search.perPage} total={total} onPage={goToPage} />
      </div>
    </>
  );
}
