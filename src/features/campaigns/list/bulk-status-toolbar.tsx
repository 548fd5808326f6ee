import { Suspense, useEffect, useRef, useState } from 'react';
import { formatCountOf } from '@/lib/format/number';
import { lazyPart } from '@/components/lazy-part';
import { useAppContext } from '@/router-context';
import { currentRows } from '../bulk-status/list-cache';
import { LazyStatusChangeHost as StatusChangeHost } from '../bulk-status/lazy-status-change-host';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';

// The actions on the selected campaigns are not in the list's first bytes (it
// shows none of them) but are requested as this module runs, beside the list
// request, so the first tick of a row answers at once rather than after a fetch.
// Rendered directly once loaded (lazy-part.tsx): no Suspense hold-back on the first tick.
const { Component: SelectedActions, preload: loadSelectedActions } = lazyPart(
  () => import('./selected-actions'),
  'The actions for the selected campaigns',
);
if (typeof window !== 'undefined') void loadSelectedActions();

/**
 * Above the campaign table: the result of the last status change, and while
 * campaigns are selected, "<n> selected" with the four moves a member may
 * make. It also hosts the confirmation dialog for the rows' quick actions, so
 * render it whether or not anything is selected.
 */
export function BulkStatusToolbar({ selection }: { selection: CampaignSelection }) {
  const { queryClient } = useAppContext();
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  });

  // The page re-renders this with every list answer: reasons follow the refetched statuses.
  const rows = currentRows(queryClient, [...selection.selected.values()]);

  // Only what was read back in its new status leaves the selection; the rest stays for a retry.
  function deselectVerified(cids: readonly number[]) {
    const current = latest.current;
    for (const cid of cids) {
      const row = current.selected.get(cid);
      if (row) current.toggle(row);
    }
  }

  // After "Edit selected" saved campaigns: the selection is cleared (the rows have
  // changed under it) and a note says so; focus goes to the note, as the toolbar left.
  const [cleared, setCleared] = useState<string>();
  const note = useRef<HTMLParagraphElement>(null);
  const selecting = rows.length > 0;
  // A new selection retires the note (state adjusted while rendering, as React advises).
  if (selecting && cleared) setCleared(undefined);
  useEffect(() => {
    if (cleared && !selecting) note.current?.focus();
  }, [cleared, selecting]);
  function clearAfterEdit(saved: number) {
    latest.current.clear();
    setCleared(`Selection cleared: ${formatCountOf(saved, 'campaign', 'campaigns')} saved.`);
  }

  return (
    <div>
      <StatusChangeHost register onVerified={deselectVerified} />
      {selecting ? (
        <Suspense fallback={null}>
          <SelectedActions rows={rows} onClear={selection.clear} onApplied={clearAfterEdit} />
        </Suspense>
      ) : cleared ? (
        <p
          ref={note}
          role="status"
          tabIndex={-1}
          className="mb-3 text-sm text-slate-700 focus:outline-none dark:text-slate-300"
        >
          {cleared}
        </p>
      ) : null}
    </div>
  );
}
