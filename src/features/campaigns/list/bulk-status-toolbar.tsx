import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EditSelectedButton } from '../bulk-edit/components/edit-selected-button';
import { useAppContext } from '@/router-context';
import { currentRows } from '../bulk-status/list-cache';
import { StatusChangeHost } from '../bulk-status/status-change-host';
import { useStatusChangeStore } from '../bulk-status/status-change-store';
import { STATUS_ACTIONS, unavailableReason } from '../bulk-status/status-plan';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';
import { formatCount } from '@/lib/format/number';

/**
 * Above the campaign table: the result of the last status change, and while
 * campaigns are selected, "<n> selected" with the four moves a member may
 * make. It also hosts the confirmation dialog for the rows' quick actions, so
 * render it whether or not anything is selected.
 */
export function BulkStatusToolbar({ selection }: { selection: CampaignSelection }) {
  const { queryClient } = useAppContext();
  const store = useStatusChangeStore();
  const reasonId = useId();
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  });

  // The page re-renders this with every list answer: reasons follow the refetched statuses.
  const rows = currentRows(queryClient, [...selection.selected.values()]);
  const reasons = STATUS_ACTIONS.map((action) => ({
    action,
    reason: rows.length > 0 ? unavailableReason(rows, action.target) : undefined,
  }));

  // Only what was read back in its new status leaves the selection; the rest stays for a retry.
  function deselectVerified(cids: readonly number[]) {
    const current = latest.current;
    for (const cid of cids) {
      const row = current.selected.get(cid);
      if (row) current.toggle(row);
    }
  }

  return (
    <div>
      <StatusChangeHost register onVerified={deselectVerified} />
      {rows.length > 0 ? (
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
            <EditSelectedButton cids={rows.map((row) => row.cid)} />
            <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={selection.clear}>
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
      ) : null}
    </div>
  );
}
