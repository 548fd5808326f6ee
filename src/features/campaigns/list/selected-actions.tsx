import { useId } from 'react';
import type { CampaignListRow } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format/number';
import { EditSelectedButton } from '../bulk-edit/components/edit-selected-button';
import { useStatusChangeStore } from '../bulk-status/status-change-store';
import { STATUS_ACTIONS, unavailableReason } from '../bulk-status/status-plan';

/**
 * "Bulk actions" while campaigns are selected: "<n> selected", the four moves a
 * member may make (each with why it is unavailable, when it is), "Edit
 * selected" and "Clear selection". Loaded with the first selection.
 */
export default function SelectedActions({
  rows,
  onClear,
  onApplied,
}: {
  rows: readonly CampaignListRow[];
  onClear: () => void;
  /** "Edit selected" saved campaigns and its dialog was closed. */
  onApplied: (saved: number) => void;
}) {
  const store = useStatusChangeStore();
  const reasonId = useId();
  const reasons = STATUS_ACTIONS.map((action) => ({
    action,
    reason: unavailableReason(rows, action.target),
  }));
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 dark:border-blue-900 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {formatCount(rows.length)} selected
        </p>
        <div
          role="group"
          aria-label="Set status of the selected campaigns"
          className="flex flex-wrap gap-2"
        >
          {reasons.map(({ action, reason }) => (
            <Button
              key={action.target}
              variant="secondary"
              className="min-h-9 px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              // aria-disabled keeps the button focusable, so its reason can be heard.
              aria-disabled={reason ? true : undefined}
              aria-describedby={reason ? `${reasonId}-${action.target}` : undefined}
              onClick={(event) => {
                if (reason) return;
                store.open({
                  rows,
                  target: action.target,
                  source: 'bulk',
                  opener: event.currentTarget,
                });
              }}
            >
              {action.label}
            </Button>
          ))}
        </div>
        <EditSelectedButton cids={rows.map((row) => row.cid)} onApplied={onApplied} />
        <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {reasons.some((r) => r.reason) ? (
        <ul className="mt-2 space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
          {reasons.map(({ action, reason }) =>
            reason ? (
              <li key={action.target} id={`${reasonId}-${action.target}`}>
                {action.label}: {reason}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </section>
  );
}
