import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChangeTable } from '@/components/ui/change-table';
import { formatValue } from '@/features/campaigns/model/format-value';
import { activityQueries } from '@/features/campaigns/write/change-log/activity-queries';
import {
  CHANGE_KIND_LABELS,
  isUndoable,
  type ChangeSet,
} from '@/features/campaigns/write/change-log/change-set';
import { OUTCOME_WORDS } from '@/features/campaigns/write/change-log/outcome-words';
import { formatDateTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';
import { UndoDialogHost } from './undo-dialog-host';

const NO_TYPES = { campaign: {}, campaign_types: {}, settings: {} } as never;

/**
 * One change set: per campaign, the outcome and each field before → after.
 * Campaigns whose change was saved can be ticked: "Undo selected" undoes
 * those only, through the same preview and apply as "Undo".
 */
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
  // Keyed by the set: ticks never carry over to another change set.
  return <ChangeSetCampaigns key={set.id} set={set} />;
}

function ChangeSetCampaigns({ set }: { set: ChangeSet }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [undoing, setUndoing] = useState<ReadonlySet<number>>();
  const opener = useRef<HTMLButtonElement>(null);
  const undoable = set.campaigns.filter(isUndoable).length;
  const tick = (cid: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(cid);
      else next.delete(cid);
      return next;
    });

  return (
    <section aria-labelledby="change-set-title" className="space-y-2">
      <h2 id="change-set-title" className="text-lg font-semibold">
        {CHANGE_KIND_LABELS[set.kind]}: {set.summary}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{formatDateTime(set.at)}</p>
      {undoable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={opener}
            variant="secondary"
            // aria-disabled, not disabled: focus comes back here after the dialog, ticks cleared.
            className="min-h-9 px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
            aria-disabled={ticked.size === 0 || undefined}
            onClick={() => {
              if (ticked.size) setUndoing(ticked);
            }}
          >
            Undo selected
          </Button>
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {ticked.size
              ? `${formatCount(ticked.size)} of ${formatCount(undoable)} campaigns that can be undone selected`
              : 'Tick the campaigns to undo, or use “Undo” for the whole change.'}
          </span>
        </div>
      ) : null}
      <ChangeTable
        caption={`Campaigns of this change (${formatCount(set.campaigns.length)})`}
        showCaption
        columns={['Campaign', 'Outcome', 'Before → after', 'Undo']}
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
            isUndoable(campaign) ? (
              <input
                key="undo"
                type="checkbox"
                aria-label={`Undo ${campaign.cid} ${campaign.name}`}
                className="size-4 accent-blue-700 dark:accent-blue-400"
                checked={ticked.has(campaign.cid)}
                onChange={(event) => tick(campaign.cid, event.target.checked)}
              />
            ) : (
              <span key="undo" className="text-slate-600 dark:text-slate-400">
                Nothing saved
              </span>
            ),
          ],
        }))}
      />
      {undoing ? (
        <UndoDialogHost
          set={set}
          only={undoing}
          opener={opener}
          onClose={() => {
            setUndoing(undefined);
            setTicked(new Set());
          }}
        />
      ) : null}
    </section>
  );
}
