import { Button } from '@/components/ui/button';
import { formatCount, formatCountOf } from '@/lib/format/number';
import { SELECT_ALL_LIMIT } from './select-all-matching-props';
import type { CountryScan } from './use-country-scan';

const campaigns = (n: number) => formatCountOf(n, 'campaign', 'campaigns');

/**
 * What the Country filter is doing: reading the campaigns (progress, Cancel),
 * stopped (Filter again), or done ("Filtered in the browser over N campaigns").
 */
export function CountryScanStatus({
  scan,
  onRemoveFilter,
}: {
  scan: CountryScan;
  onRemoveFilter: () => void;
}) {
  const box =
    'mb-3 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 px-4 py-2 text-sm dark:border-slate-700';
  if (scan.cancelled)
    return (
      <div className={box}>
        <span role="status">
          Country filter stopped: no campaigns are shown until they are all read.
        </span>
        <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={scan.restart}>
          Filter again
        </Button>
        <Button variant="ghost" className="min-h-9 px-3 py-1" onClick={onRemoveFilter}>
          Remove the Country filter
        </Button>
      </div>
    );
  if (scan.progress) {
    const { loaded, of } = scan.progress;
    return (
      <div className={box}>
        <progress
          value={loaded}
          max={Math.max(of, 1)}
          aria-label="Reading campaigns for the Country filter"
          className="h-2 w-32"
        />
        <span role="status">
          {of
            ? `Reading campaigns for the Country filter: ${formatCount(loaded)} of ${formatCount(of)}…`
            : 'Reading campaigns for the Country filter…'}
        </span>
        <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={scan.cancel}>
          Cancel
        </Button>
      </div>
    );
  }
  if (!scan.scanned) return null;
  const { count, total } = scan.scanned;
  return (
    <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
      {count < total
        ? `Filtered in the browser over the first ${campaigns(count)} of ${formatCount(total)}: the country list has no server-side filter, and at most ${formatCount(SELECT_ALL_LIMIT)} are read. Narrow the other filters to reach the rest.`
        : `Filtered in the browser over ${campaigns(count)}`}
    </p>
  );
}
