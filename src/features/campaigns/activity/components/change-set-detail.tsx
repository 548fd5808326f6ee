import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ChangeTable } from '@/components/ui/change-table';
import { formatValue } from '@/features/campaigns/model/format-value';
import { activityQueries } from '@/features/campaigns/write/change-log/activity-queries';
import { CHANGE_KIND_LABELS } from '@/features/campaigns/write/change-log/change-set';
import { OUTCOME_WORDS } from '@/features/campaigns/write/change-log/outcome-words';
import { formatDateTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

const NO_TYPES = { campaign: {}, campaign_types: {}, settings: {} } as never;

/** One change set: per campaign, the outcome and each field before → after. */
export function ChangeSetDetail({ memberKey, id }: { memberKey: string; id: string }) {
  const query = useQuery(activityQueries.set(memberKey, id));
  if (query.isPending) return <p role="status">Loading the change set…</p>;
  if (query.isError)
    return <Alert tone="error">The change log could not be read: {query.error.message}</Alert>;
  const set = query.data;
  if (!set)
    return (
      <Alert tone="error">
        This change set is not kept on this browser (or is another member’s).
      </Alert>
    );
  return (
    <section aria-labelledby="change-set-title" className="space-y-2">
      <h2 id="change-set-title" className="text-lg font-semibold">
        {CHANGE_KIND_LABELS[set.kind]}: {set.summary}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{formatDateTime(set.at)}</p>
      <ChangeTable
        caption={`Campaigns of this change (${formatCount(set.campaigns.length)})`}
        showCaption
        columns={['Campaign', 'Outcome', 'Before → after']}
        rows={set.campaigns.map((campaign) => ({
          key: campaign.cid,
          cells: [
            `${campaign.cid} ${campaign.name}`,
            campaign.detail
              ? `${OUTCOME_WORDS[campaign.outcome]}: ${campaign.detail}`
              : OUTCOME_WORDS[campaign.outcome],
            <ul key="fields">
              {campaign.fields.map((field) => (
                <li key={field.key}>
                  <span className="font-medium">{field.label}:</span>{' '}
                  {formatValue(field.key, field.before, NO_TYPES)} →{' '}
                  {formatValue(field.key, field.after, NO_TYPES)}
                </li>
              ))}
            </ul>,
          ],
        }))}
      />
    </section>
  );
}
