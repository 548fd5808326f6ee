import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { ComingSoon } from '../../../components/coming-soon';

export const Route = createFileRoute('/_app/campaigns/')({
  component: CampaignsPage,
});

function CampaignsPage() {
  return (
    <>
      <PageHeader title="Campaigns" description="Your advertising campaigns." />
      <ComingSoon what="The campaign list" />
    </>
  );
}
