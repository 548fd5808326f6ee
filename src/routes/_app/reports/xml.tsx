import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { XmlPage } from '@/features/reports/xml/xml-page';
import { XML_SEARCH_DEFAULTS } from '@/features/reports/xml/xml-search';
import { xmlSearchValidator } from '@/features/reports/xml/xml-search-report';

export const Route = createFileRoute('/_app/reports/xml')({
  // The URL is the report: tid, range, grouping and comparison; bad values fall back.
  validateSearch: xmlSearchValidator,
  search: { middlewares: [stripSearchParams(XML_SEARCH_DEFAULTS)] },
  component: XmlStatisticsRoute,
});

function XmlStatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <XmlPage
      search={search}
      navigate={(update, replace) => void navigate({ search: update, replace })}
    />
  );
}
