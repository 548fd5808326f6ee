import { useState } from 'react';
import type { CampaignListRow } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { LazyStatusChangeHost as StatusChangeHost } from './lazy-status-change-host';
import { useStatusChangeStore } from './status-change-store';
import { quickActionFor } from './status-plan';

/**
 * The row's quick action: "Pause" an Active campaign, "Activate" a Paused,
 * Suspended or Scheduled one, nothing for Pending. Its name carries the cid so
 * it is unique in the table. The confirmation runs in the toolbar's dialog;
 * without a toolbar on the page the row hosts its own.
 */
export function RowStatusAction({ row }: { row: CampaignListRow }) {
  const store = useStatusChangeStore();
  // Whether this row hosts its own dialog: decided at the click, when no toolbar
  // hosts one. Not subscribed to the hosts count, so a 200-row page does not
  // mount 200 fallback dialogs before the toolbar has registered.
  const [ownHost, setOwnHost] = useState(false);
  const action = quickActionFor(row);
  if (!action) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-8 px-3 py-1"
        aria-label={`${action.label} campaign ${row.cid}`}
        data-status-action-for={row.cid}
        onClick={(event) => {
          if (store.getSnapshot().hosts === 0) setOwnHost(true);
          store.open({
            rows: [row],
            target: action.target,
            source: 'row',
            opener: event.currentTarget,
          });
        }}
      >
        {action.label}
      </Button>
      {ownHost ? (
        <StatusChangeHost
          accepts={(request) => request.source === 'row' && request.rows[0]?.cid === row.cid}
        />
      ) : null}
    </>
  );
}
