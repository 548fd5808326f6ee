import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { campaignEditQueries } from '@/features/campaigns/api/campaign-edit-queries';
import { CampaignEditPage } from '@/features/campaigns/editor/campaign-edit-page';

const CidSchema = z.coerce.number().check(z.int(), z.positive());
const ignore = () => {};

export const Route = createFileRoute('/_app/campaigns/$cid')({
  params: {
    parse: ({ cid }) => {
      const parsed = CidSchema.safeParse(cid);
      if (!parsed.success)
        throw new Error(`"${cid}" is not a campaign id (a positive whole number).`);
      return { cid: parsed.data };
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
