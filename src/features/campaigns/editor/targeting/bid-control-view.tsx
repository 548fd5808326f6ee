import { useId } from 'react';
import { BidControlRows } from './bid-control-rows';
import { trimEnd } from '@/lib/trim-end';

export interface BidControlViewProps {
  items: unknown[];
  /** settings.enable_bidcontrol and a CPC/CPV type. */
  available: boolean;
  /** Why it is unavailable, as a clause: "This type does not accept bid control". */
  reasonUnavailable?: string;
}

function rulesCount(count: number): string {
  return `${count} bid control ${count === 1 ? 'rule' : 'rules'}`;
}

/**
 * Read-only view of `bidControl`. The contract does not show its objects, so
 * the editor carries the array untouched; this only shows what will be sent,
 * and warns when the current type would lose it on save.
 */
export function BidControlView({ items, available, reasonUnavailable }: BidControlViewProps) {
  const headingId = useId();
  const count = items.length;
  // A trailing full stop would read "….: saving…" once the consequence is appended.
  const reason = trimEnd(
    reasonUnavailable ?? 'Bid control is not available for this campaign',
    (c) => c === '.' || c.trim() === '',
  );
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        Bid control
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {count === 0 ? 'No bid control rules' : rulesCount(count)}
      </p>
      {!available && count > 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <span className="font-semibold">Warning: </span>
          {reason}: saving will empty the {count === 1 ? 'rule' : `${count} rules`}.
        </p>
      ) : null}
      {!available && count === 0 && reasonUnavailable ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{reason}.</p>
      ) : null}
      {count > 0 ? <BidControlRows items={items} /> : null}
    </section>
  );
}
