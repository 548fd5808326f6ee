import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { ComingSoon } from '../../../components/coming-soon';

export const Route = createFileRoute('/_app/reports/xml')({
  component: XmlStatisticsPage,
});

function XmlStatisticsPage() {
  return (
    <>
      <PageHeader
        title="XML statistics"
        description="Traffic and revenue per XML traffic source."
      />
      <ComingSoon what="The XML statistics report" />
    </>
  );
}
