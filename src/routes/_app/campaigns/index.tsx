import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { campaignQueries } from '@/features/campaigns/api/campaign-queries';
import { sleep } from '@/lib/api/retry';
import { CampaignListPage } from '@/features/campaigns/list/campaign-list-page';
import { LIST_SEARCH_DEFAULTS, serverView } from '@/features/campaigns/list/list-search';
import { listSearchValidator } from '@/features/campaigns/list/search-reset-report';
import { SAVED_VIEWS_ITEM } from '@/features/campaigns/list/list-storage-items';
import {
  loadCampaignTable,
  loadSavedViewsBar,
  wantsTable,
} from '@/features/campaigns/list/list-page-code';

const ignore = () => {};
/** How long entering the list may wait for its rows before drawing skeleton rows. */
const ENTRY_WAIT_MS = 300;

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
    // Without its code (offline for a moment) the list opens as the URL says; the
    // default view stays saved, one click away in "Views".
    const module = await import('@/features/campaigns/list/saved-views/open-default-view').catch(
      () => undefined,
    );
    module?.openDefaultView(args.context);
  },
  // Starts the requests. Within the list, a new page or sort renders at once (the
  // previous rows stay, dimmed, until the next arrive). On entering the list, the
  // first render waits a moment for the rows and the code of the table and of the
  // saved views bar, so the page is drawn and laid out once, complete, rather than
  // with placeholders that move things as they are replaced (docs/decisions/058); a
  // slow answer still gets the skeleton rows after ENTRY_WAIT_MS.
  loader: async ({ cause, context: { api, queryClient }, deps }) => {
    // With a Country filter the page reads the whole view itself (use-country-scan.ts).
    const list = deps.geo
      ? undefined
      : queryClient.query(campaignQueries.list(api, serverView(deps))).catch(ignore);
    queryClient.query(campaignQueries.typeOptions(api)).catch(ignore);
    if (cause !== 'enter' || !list) return;
    const table = wantsTable() ? loadCampaignTable().catch(ignore) : undefined;
    const views = loadSavedViewsBar().catch(ignore);
    // Whichever ends first; the timer is cleared when the rows win.
    const waited = new AbortController();
    await Promise.race([Promise.all([list, table, views]), sleep(ENTRY_WAIT_MS, waited.signal)]);
    waited.abort();
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
