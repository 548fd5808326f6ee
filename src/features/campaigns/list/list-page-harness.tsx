import { useState } from 'react';
import { CampaignListPage } from './campaign-list-page';
import { ListSearchSchema } from './list-search';

/**
 * Test support: the list page with its search kept in state the way the
 * route keeps it in the URL.
 */
export function ListPageHarness({ initial }: { initial: Record<string, unknown> }) {
  const [search, setSearch] = useState(() => ListSearchSchema.parse(initial));
  return (
    <CampaignListPage
      search={search}
      navigate={(update) => setSearch((prev) => ListSearchSchema.parse(update(prev)))}
    />
  );
}
