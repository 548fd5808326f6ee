import { createFileRoute } from '@tanstack/react-router';
import { campaignEditQueries } from '@/features/campaigns/api/campaign-edit-queries';
import { CampaignEditPage } from '@/features/campaigns/editor/campaign-edit-page';

/** A campaign id in a path: a positive whole number, as `z.coerce.number()` reads text. */
function campaignId(text: string): number | undefined {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
const ignore = () => {};

export const Route = createFileRoute('/_app/campaigns/$cid')({
  params: {
    parse: ({ cid }) => {
      const id = campaignId(cid);
      if (id === undefined)
        throw new Error(`"${cid}" is not a campaign id (a positive whole number).`);
      return { cid: id };
    },
    stringify: ({ cid }) => ({ cid: String(cid) }),
  },
  // Starts the edit read (never from the cache: staleTime 0) without awaiting it,
  // so the page shows its skeleton at once; the page waits for a read made at
  // or after `requestedAt`. A hover preload only fetches the code: the read
  // it would make is repeated on arrival anyway.
  loader: ({ context: { api, queryClient }, params: { cid }, preload }) => {
    const requestedAt = Date.now();
    if (!preload) queryClient.query(campaignEditQueries.edit(api, cid)).catch(ignore);
    return { requestedAt };
  },
  component: CampaignRoute,
});

function CampaignRoute() {
  const { cid } = Route.useParams();
  const { requestedAt } = Route.useLoaderData();
  // A new cid is a new form: nothing of one campaign's edits carries over.
  return <CampaignEditPage key={cid} cid={cid} requestedAt={requestedAt} />;
}
