import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { ComingSoon } from '../../../components/coming-soon';

const CidSchema = z.coerce.number().int().positive();

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
  component: CampaignPage,
});

function CampaignPage() {
  const { cid } = Route.useParams();
  return (
    <>
      <PageHeader title={`Campaign ${cid}`} />
      <ComingSoon what="The campaign editor" />
    </>
  );
}
