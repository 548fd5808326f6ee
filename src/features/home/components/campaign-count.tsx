import { useQuery } from '@tanstack/react-query';
import { formatCountOf } from '@/lib/format/number';
import { useAppContext } from '@/router-context';
import { campaignCountQuery } from '../api/campaign-count-query';

/** "12 campaigns" on the Campaigns card; quiet while loading or failing. */
export function CampaignCount() {
  const { api } = useAppContext();
  const count = useQuery(campaignCountQuery(api));
  if (count.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Counting campaigns…</p>;
  if (count.isError)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The campaign count is not available.
      </p>
    );
  return (
    <p className="text-sm font-medium">{formatCountOf(count.data, 'campaign', 'campaigns')}</p>
  );
}
