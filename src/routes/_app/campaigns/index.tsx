import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { campaignQueries } from '@/features/campaigns/api/campaign-queries';
import { CampaignListPage } from '@/features/campaigns/list/campaign-list-page';
import { LIST_SEARCH_DEFAULTS, serverView } from '@/features/campaigns/list/list-search';
import { listSearchValidator } from '@/features/campaigns/list/search-reset-report';
import { SAVED_VIEWS_ITEM } from '@/features/campaigns/list/list-storage-items';

const ignore = () => {};

function hasStoredItem(item: string): boolean {
  try {
    return window.localStorage.getItem(item) !== null;
  } catch {
    return false; // storage disabled
  }
}

export const Route = createFileRoute('/_app/campaigns/')({
  // The URL is the state of the list; a bad value falls back to its default.
  validateSearch: listSearchValidator,
  // Defaults and empty filters stay out of the URL.
  search: {
    middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, query: '', types: [], geo: [] })],
  },
  loaderDeps: ({ search }) => search,
  // Opened without parameters: the member's default saved view, if one is set.
  // Route options travel in every page's first bytes, so the check loads only
  // when it can matter: entering the bare list with saved views on this browser.
  beforeLoad: async (args) => {
    if (args.cause !== 'enter' || Object.keys(args.location.search).length > 0) return;
    if (!hasStoredItem(SAVED_VIEWS_ITEM)) return;
    const { openDefaultView } =
      await import('@/features/campaigns/list/saved-views/open-default-view');
    openDefaultView(args.context);
  },
  // Starts the requests without awaiting them: the page renders at once, with
  // skeleton rows first and the previous rows (dimmed) on later views.
  loader: ({ context: { api, queryClient }, deps }) => {
    // With a Country filter the page reads the whole view itself (use-country-scan.ts).
    if (!deps.geo) queryClient.query(campaignQueries.list(api, serverView(deps))).catch(ignore);
    queryClient.query(campaignQueries.typeOptions(api)).catch(ignore);
  },
  staticData: { pageWidth: 'wide' },
  component: CampaignsRoute,
});

function CampaignsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CampaignListPage
      search={search}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
