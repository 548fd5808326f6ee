import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { XmlGroupBy, XmlStatsRow } from '@contract/reports';
import { DensityChoice } from '@/components/density-choice';
import { Select } from '@/components/ui/select';
import { columnsOf, totalsOf } from './columns';
import { CompareSummary } from './compare-summary';
import type { Metric } from './xml-chart';
import type { XmlSort } from './xml-sort';
import { XmlTable } from './xml-table';

const XmlChart = lazy(() => import('./xml-chart'));

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
}

/** Chart, comparison summary and table of one answer. */
export function XmlResults({ rows, previous, groupBy, from, to, sort, onSort }: XmlResultsProps) {
  const metricId = useId();
  const [metric, setMetric] = useState<Metric>('revenue');
  const keyColumn = KEY_COLUMN[groupBy];
  const columns = useMemo(() => columnsOf(rows, keyColumn), [rows, keyColumn]);
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
        <CompareSummary
          columns={columns}
          totals={totals}
          previousTotals={previousTotals}
          from={from}
          to={to}
        />
      ) : null}
      {groupBy === 'day' ? (
        <div className="w-fit space-y-1.5">
          <label htmlFor={metricId} className="block text-sm font-medium">
            Metric
          </label>
          <Select
            id={metricId}
            value={metric}
            onChange={(event) => setMetric(event.target.value as Metric)}
          >
            {METRICS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <section role="img" aria-label={chartName} className="min-h-[300px]">
        <Suspense
          fallback={
            <div className="h-[300px] animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
          }
        >
          <XmlChart
            kind={groupBy === 'day' ? 'line' : 'bar'}
            rows={rows}
            previous={groupBy === 'day' ? previous : undefined}
            metric={metric}
            keyColumn={keyColumn}
          />
        </Suspense>
      </section>
      <div className="space-y-2">
        <DensityChoice />
        <XmlTable
          rows={rows}
          columns={columns}
          caption={`XML statistics per ${GROUP_NAME[groupBy]}, ${from} to ${to}`}
          sort={sort}
          onSort={onSort}
        />
      </div>
    </div>
  );
}
