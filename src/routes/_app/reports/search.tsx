import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { ComingSoon } from '../../../components/coming-soon';

export const Route = createFileRoute('/_app/reports/search')({
  component: SearchReportPage,
});

function SearchReportPage() {
  return (
    <>
      <PageHeader title="Search report" description="Daily Search metrics per feed and country." />
      <ComingSoon what="The Search report" />
    </>
  );
}
