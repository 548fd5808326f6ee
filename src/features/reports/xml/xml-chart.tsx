import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { XmlStatsRow } from '@contract/reports';
import {
  axisProps,
  CHART_MARGIN,
  dayGridProps,
  legendProps,
  tooltipProps,
} from '@/components/charts/chart-theme';
import { useChartTheme } from '@/components/charts/use-chart-theme';
import { dayTicks } from '@/components/charts/day-ticks';
import { formatCalendarDate, formatShortDate } from '@/lib/format/date';
import { formatCompact } from '@/lib/format/measures';
import { formatCell } from './format-cell';
import { previousPeriod } from '../shared/date-range';
import { dayKey } from '../shared/compare/day-key';
import { chartDays } from './chart-days';

export type Metric = 'requests' | 'clicks' | 'valid' | 'invalid' | 'revenue';

export interface XmlChartProps {
  kind: 'line' | 'bar';
  rows: XmlStatsRow[];
  previous?: XmlStatsRow[];
  metric: Metric;
  keyColumn: string;
  /** The period shown: the previous one's days are matched to its days by offset. */
  period?: { from: string; to: string };
}

// Axis ticks short, tooltips as the table shows the values.
const value = (v: unknown) => (typeof v === 'number' ? formatCell('', v) : String(v));
const money = (v: unknown) => (typeof v === 'number' ? formatCell('gross_revenue', v) : String(v));
const dayTick = (v: unknown) => formatShortDate(String(v));
const day = (v: unknown) => formatCalendarDate(String(v));

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The recharts part of the page, loaded only with it (lazy-part.tsx). It names
 * itself (role img): the notice shown if this code cannot be loaded stays
 * outside that role, where screen readers reach it.
 */
export default function XmlChart({ name, ...chart }: XmlChartProps & { name: string }) {
  return (
    <div role="img" aria-label={name}>
      <ChartBody {...chart} />
    </div>
  );
}

function ChartBody({ kind, rows, previous, metric, keyColumn, period }: XmlChartProps) {
  const theme = useChartTheme();
  const [first, second] = theme.series;
  if (kind === 'bar') {
    const top = [...rows]
      .sort((a, b) => num(b.gross_revenue) - num(a.gross_revenue))
      .slice(0, 10)
      .map((row) => ({
        name: formatCell(keyColumn, (row[keyColumn] as string | null) ?? null),
        gross: num(row.gross_revenue),
        net: num(row.net_revenue),
      }));
    return (
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={top} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.grid} />
          <XAxis dataKey="name" {...axisProps(theme)} />
          <YAxis tickFormatter={formatCompact} {...axisProps(theme)} />
          <Tooltip formatter={money} {...tooltipProps(theme)} />
          <Legend {...legendProps(theme)} />
          <Bar dataKey="gross" name="Gross revenue" fill={first} />
          <Bar dataKey="net" name="Net revenue" fill={second} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  // The previous period's day at the same offset within its period (a day
  // without traffic is missing from a list: by position, the rest would shift).
  const beforeFrom = period ? previousPeriod(period).from : undefined;
  const byOffset = new Map(
    (previous ?? []).map((row, i) => [beforeFrom ? dayKey(beforeFrom, row.date) : String(i), row]),
  );
  const data = chartDays(rows, period).map(({ date, row }, i) => {
    const before = byOffset.get(period ? dayKey(period.from, date) : String(i));
    // A day without a row has no value: the line breaks there (chart-days.ts).
    const at = (key: string) => (row?.[key] === undefined ? undefined : num(row[key]));
    return {
      date,
      gross: at(`gross_${metric}`),
      net: at(`net_${metric}`),
      prevGross: before ? num(before[`gross_${metric}`]) : undefined,
      prevNet:
        before && before[`net_${metric}`] !== undefined ? num(before[`net_${metric}`]) : undefined,
      prevDate: before ? String(before.date) : undefined,
    };
  });
  const hasNet = data.some((d) => d.net !== undefined);
  // Over a quarter of days the lines are drawn at once: recharts' 1.5 s morph of
  // hundreds of points is work in every frame, and the reader waits for it to
  // settle. Shorter ranges animate as recharts does ('auto' honours reduced motion).
  const animate = data.length > 92 ? false : 'auto';
  // Gross and net of this period, then the previous period's dashed.
  const series = [
    { dataKey: 'gross', name: 'Gross', stroke: first },
    ...(hasNet ? [{ dataKey: 'net', name: 'Net', stroke: second }] : []),
    ...(previous
      ? [
          {
            dataKey: 'prevGross',
            name: 'Gross, previous period',
            stroke: first,
            strokeDasharray: '5 5',
          },
        ]
      : []),
    ...(previous && hasNet
      ? [
          {
            dataKey: 'prevNet',
            name: 'Net, previous period',
            stroke: second,
            strokeDasharray: '5 5',
          },
        ]
      : []),
  ];
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={data} margin={CHART_MARGIN}>
        <CartesianGrid {...dayGridProps(theme)} />
        <XAxis
          dataKey="date"
          ticks={dayTicks(data.map((d) => d.date))}
          tickFormatter={dayTick}
          {...axisProps(theme)}
        />
        <YAxis tickFormatter={formatCompact} {...axisProps(theme)} />
        <Tooltip
          formatter={metric === 'revenue' ? money : value}
          labelFormatter={day}
          {...tooltipProps(theme)}
        />
        <Legend {...legendProps(theme)} />
        {series.map((line) => (
          <Line
            key={line.dataKey}
            type="monotone"
            {...line}
            dot={false}
            isAnimationActive={animate}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
