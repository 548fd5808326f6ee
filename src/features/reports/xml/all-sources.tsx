import { useMemo } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount, formatCountOf } from '@/lib/format/number';
import { OutsideRangeNote } from '../shared/outside-range-note';
import { columnsOf, totalsOf, type Column } from './columns';
import { useAllSources, type SourceResult } from './use-all-sources';
import type { XmlSort } from './xml-sort';
import { XmlTable } from './xml-table';

export interface AllSourcesProps {
  tids: readonly number[];
  from: string;
  to: string;
  sort: XmlSort;
  onSort(key: string): void;
}

/**
 * "All my traffic sources": one row per tid of the key's list, side by side,
 * with the exact sums of their answers in the totals row (issue 26 item 4).
 */
export function AllSources({ tids, from, to, sort, onSort }: AllSourcesProps) {
  const { state, cancel, again } = useAllSources(tids, from, to);
  // In the list's order (newest first), not the order the answers happened to come in.
  const answered = useMemo(
    () =>
      state.results
        .filter((r): r is Extract<SourceResult, { status: 'answered' }> => r.status === 'answered')
        .sort((a, b) => state.tids.indexOf(a.tid) - state.tids.indexOf(b.tid)),
    [state.results, state.tids],
  );
  const problems = state.results.filter((r) => r.status !== 'answered');
  const table = useMemo(() => sourceTable(answered), [answered]);

  if (state.tids.length === 0)
    return (
      <Alert>
        No traffic sources are kept for this key yet. Show one by its tid: each one the server
        answers for is added to this list.
      </Alert>
    );

  const fetched = state.results.length;
  const total = state.tids.length;
  return (
    <div className="space-y-4">
      {state.status === 'running' ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            aria-label="Traffic sources fetched"
            value={fetched}
            max={total}
            className="w-48"
          />
          <p role="status" className="text-sm">
            Fetching traffic sources: {formatCount(fetched)} of {formatCount(total)} done…
          </p>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm">
            {state.status === 'cancelled'
              ? `Cancelled after ${formatCount(fetched)} of ${formatCountOf(total, 'traffic source', 'traffic sources')}: the table and its totals cover only those shown.`
              : `${formatCountOf(answered.length, 'traffic source', 'traffic sources')} shown of ${formatCount(total)} kept for this key.`}
          </p>
          <Button variant="secondary" onClick={again}>
            Fetch again
          </Button>
        </div>
      )}
      {problems.length ? (
        <Alert tone="error" title="Not included">
          <ul className="list-disc pl-5">
            {problems.map((r) => (
              <li key={r.tid}>
                Traffic source {r.tid}:{' '}
                {r.status === 'refused'
                  ? `${r.message}. It is no longer offered in the tid field.`
                  : `could not be fetched (${r.message}).`}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <OutsideRangeNote
        outside={answered.reduce((sum, r) => sum + r.outside, 0)}
        from={from}
        to={to}
      />
      {state.status !== 'running' && answered.length ? (
        <XmlTable
          rows={table.rows}
          columns={table.columns}
          caption={`XML statistics per traffic source, ${from} to ${to}`}
          sort={sort}
          onSort={onSort}
        />
      ) : null}
    </div>
  );
}

/**
 * One row per answered tid: each metric summed over the tid's days (exact
 * decimals, totalsOf); an id the rows carry (their tid too) is no metric and is
 * never summed. The table's totals row sums these rows the same way, which
 * equals the sum of every day of every tid.
 */
export function sourceTable(answered: readonly { tid: number; rows: XmlStatsRow[] }[]): {
  rows: XmlStatsRow[];
  columns: Column[];
} {
  const metrics = columnsOf(
    answered.flatMap((a) => a.rows),
    'date',
  ).filter((c) => c.numeric && c.key !== 'ctr');
  const rows = answered.map(({ tid, rows: days }): XmlStatsRow => {
    const sums = totalsOf(days, metrics);
    // No sum (a value that is not a number): "—", and the Total says it is missing.
    // Built from entries: assigning row.__proto__ would set the prototype, not a field.
    return Object.fromEntries([
      ['tid', tid],
      ...metrics.map((column) => [column.key, sums[column.key] ?? null]),
    ]);
  });
  const columns = columnsOf(rows, 'tid').map((column) =>
    column.key === 'tid' ? { ...column, header: 'Traffic source' } : column,
  );
  return { rows, columns };
}
