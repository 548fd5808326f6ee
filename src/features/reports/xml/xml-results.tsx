import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { XmlGroupBy, XmlStatsRow } from '@contract/reports';
import { DensityChoice } from '@/components/density-choice';
import { SelectField } from '@/components/ui/select-field';
import { columnsOf, totalsOf } from './columns';
import type { Metric } from './xml-chart';
import type { XmlSort } from './xml-sort';
import type { XmlComparedTableProps } from './xml-compared-table';
import { XmlTableView } from './xml-table-view';
import { lazyPart } from '@/components/lazy-part';
import type { CompareSummaryProps } from './compare-summary';
import { preloadBiggestChanges } from '../shared/compare/lazy-biggest-changes';

const { Component: XmlChart } = lazyPart(() => import('./xml-chart'), 'The chart');
// Only a comparison shows it: its code loads with the previous period's answer.
const { Component: CompareSummary, preload: preloadCompareSummary } = lazyPart<CompareSummaryProps>(
  () => import('./compare-summary').then((module) => ({ default: module.CompareSummary })),
  'The comparison with the previous period',
);

// The table's comparison (matching rows, its columns, "Biggest changes"): off the first
// view of a report that compares nothing; until its code is in, the plain table shows.
const { Component: XmlComparedTable, preload: preloadComparedTable } = lazyPart(
  () => import('./xml-compared-table'),
  'The comparison with the previous period',
  // The rows are here: without the comparison, the table needs none of the missing code.
  { leave: { label: 'Show without the comparison', action: (props) => props.onStopComparing } },
);

/** A comparison was asked for: its parts' code loads beside the previous period's answer. */
export function preloadComparison(): void {
  void preloadComparedTable();
  void preloadCompareSummary();
  void preloadBiggestChanges();
}

const METRICS: { value: Metric; label: string }[] = [
  { value: 'requests', label: 'Requests' },
  { value: 'clicks', label: 'Clicks' },
  { value: 'valid', label: 'Valid' },
  { value: 'invalid', label: 'Invalid' },
  { value: 'revenue', label: 'Revenue' },
];

const KEY_COLUMN: Record<XmlGroupBy, string> = { day: 'date', geo: 'geo', subid: 'subid' };
const GROUP_NAME: Record<XmlGroupBy, string> = { day: 'day', geo: 'country', subid: 'sub ID' };

export interface XmlResultsProps {
  rows: XmlStatsRow[];
  previous?: XmlStatsRow[];
  /** "Compare to previous period" is on: the comparison's table, with or without its answer yet. */
  comparing: boolean;
  groupBy: XmlGroupBy;
  from: string;
  to: string;
  sort: XmlSort;
  onSort: (key: string) => void;
  /** "Compare by", the table's one-key filter and the link to it (xml-compared-table.tsx). */
  compare: Pick<
    XmlComparedTableProps,
    'compareBy' | 'onCompareBy' | 'only' | 'onOnly' | 'hrefOfOnly' | 'onStopComparing'
  >;
}

/** Chart, comparison summary and table of one answer. */
export function XmlResults({
  rows,
  previous,
  comparing,
  groupBy,
  from,
  to,
  sort,
  onSort,
  compare,
}: XmlResultsProps) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const keyColumn = KEY_COLUMN[groupBy];
  const columns = useMemo(() => columnsOf(rows, keyColumn), [rows, keyColumn]);
  // The chart draws a new answer in a render of its own that yields to the browser:
  // recharts' work for a year of days (~60 ms) was part of the task that drew the
  // totals and the table.
  const chartRows = useDeferredValue(rows);
  const chartPrevious = useDeferredValue(previous);
  const chartGroupBy = useDeferredValue(groupBy);
  const chartFrom = useDeferredValue(from);
  const chartTo = useDeferredValue(to);
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);
  const previousTotals = useMemo(
    () => (previous ? totalsOf(previous, columnsOf(previous, keyColumn)) : undefined),
    [previous, keyColumn],
  );
  const table = {
    rows,
    columns,
    keyColumn,
    caption: `XML statistics per ${GROUP_NAME[groupBy]}, ${from} to ${to}`,
    filename: `xml-stats_${from}_${to}_${groupBy}_view.csv`,
    sort,
    onSort,
    only: compare.only,
    onOnly: compare.onOnly,
  };
  const metricLabel = METRICS.find((m) => m.value === metric)?.label ?? metric;
  const chartName =
    groupBy === 'day'
      ? `${metricLabel} per day, gross and net, ${from} to ${to}${previous ? ', with the previous period' : ''}. The table below has the data.`
      : `Top 10 by gross revenue per ${GROUP_NAME[groupBy]}, ${from} to ${to}. The table below has the data.`;

  return (
    <div className="space-y-4">
      {previousTotals ? (
        <Suspense fallback={null}>
          <CompareSummary
            columns={columns}
            totals={totals}
            previousTotals={previousTotals}
            from={from}
            to={to}
          />
        </Suspense>
      ) : null}
      {groupBy === 'day' ? (
        <SelectField<Metric>
          label="Metric"
          className="w-fit"
          value={metric}
          options={METRICS}
          onChange={setMetric}
        />
      ) : null}
      <section className="min-h-[300px]">
        <Suspense
          fallback={
            <div className="h-[300px] animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
          }
        >
          <XmlChart
            name={chartName}
            kind={chartGroupBy === 'day' ? 'line' : 'bar'}
            rows={chartRows}
            previous={chartGroupBy === 'day' ? chartPrevious : undefined}
            metric={metric}
            keyColumn={KEY_COLUMN[chartGroupBy]}
            period={{ from: chartFrom, to: chartTo }}
          />
        </Suspense>
      </section>
      <div className="space-y-2">
        <DensityChoice />
        {/* Mounted while a comparison is asked for, so the table stays in place (its
            scroll, its focus) while the previous period's answer comes and goes. */}
        {comparing ? (
          <Suspense fallback={<XmlTableView {...table} />}>
            <XmlComparedTable
              {...table}
              {...compare}
              previous={previous}
              totals={totals}
              previousTotals={previousTotals}
              groupBy={groupBy}
              from={from}
              to={to}
            />
          </Suspense>
        ) : (
          <XmlTableView {...table} />
        )}
      </div>
    </div>
  );
}
