import { useEffect, useRef } from 'react';
import type { CampaignListRow } from '@contract/campaigns';
import {
  selectionDisabledReason,
  type CampaignSelection,
} from '../bulk-status/use-campaign-selection';

const boxClasses = 'size-4 accent-blue-700 disabled:cursor-not-allowed dark:accent-blue-400';

/** The header checkbox: all selectable rows of this page; mixed when some are. */
export function PageSelectCheckbox({
  rows,
  selection,
}: {
  rows: readonly CampaignListRow[];
  selection: CampaignSelection;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = selection.pageState(rows);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  const selectable = rows.some((row) => !selection.disabledReason(row));
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all campaigns on this page"
      className={boxClasses}
      checked={state === 'all'}
      disabled={!selectable}
      onChange={() => selection.togglePage(rows)}
    />
  );
}

/** A row's checkbox; a row that cannot be selected says why (title and description). */
export function RowSelectCheckbox({
  row,
  selected,
  onToggle,
}: {
  row: CampaignListRow;
  selected: boolean;
  onToggle: CampaignSelection['toggle'];
}) {
  const reason = selectionDisabledReason(row);
  const reasonId = `campaign-${row.cid}-select-reason`;
  return (
    <>
      <input
        type="checkbox"
        aria-label={`Select campaign ${row.cid}`}
        aria-describedby={reason ? reasonId : undefined}
        title={reason}
        className={boxClasses}
        checked={selected}
        disabled={Boolean(reason)}
        onChange={() => onToggle(row)}
      />
      {reason ? (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      ) : null}
    </>
  );
}
