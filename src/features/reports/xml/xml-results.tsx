import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { XmlGroupBy, XmlStatsRow } from '@contract/reports';
import { DensityChoice } from '@/components/density-choice';
import { SelectField } from '@/components/ui/select-field';
import { columnsOf, totalsOf } from './columns';
import type { Metric } from './xml-chart';
import type { XmlSort } from './xml-sort';
import { XmlComparedTable, type XmlComparedTableProps } from './xml-compared-table';
import { lazyPart } from '@/components/lazy-part';
import type { CompareSummaryProps } from './compare-summary';
import { preloadBiggestChanges } from '../shared/compare/lazy-biggest-changes';

const { Component: XmlChart } = lazyPart(() => import('./xml-chart'), 'The chart');
// Only a comparison shows it: its code loads with the previous period's answer.
const { Component: CompareSummary, preload: preloadCompareSummary } = lazyPart<CompareSummaryProps>(
  () => import('./compare-summary').then((module) => ({ default: module.CompareSummary })),
  'The comparison with the previous period',
);

/** A comparison was asked for: its parts' code loads beside the previous period's answer. */
export function preloadComparison(): void {
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
  groupBy: XmlGroupBy;
  from: string;
  to: string;
  sort: XmlSort;
  onSort: (key: string) => void;
  /** "Compare by", the table's one-key filter and the link to it (xml-compared-table.tsx). */
  compare: Pick<
    XmlComparedTableProps,
    'compareBy' | 'onCompareBy' | 'only' | 'onOnly' | 'hrefOfOnly'
  >;
}

/** Chart, comparison summary and table of one answer. */
export function XmlResults({
  rows,
  previous,
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
        <XmlComparedTable
          {...compare}
          rows={rows}
          previous={previous}
          totals={totals}
          previousTotals={previousTotals}
          columns={columns}
          keyColumn={keyColumn}
          groupBy={groupBy}
          from={from}
          to={to}
          caption={`XML statistics per ${GROUP_NAME[groupBy]}, ${from} to ${to}`}
          sort={sort}
          onSort={onSort}
        />
      </div>
    </div>
  );
}
