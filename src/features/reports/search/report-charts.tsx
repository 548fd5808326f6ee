import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  axisProps,
  CHART_MARGIN,
  dayGridProps,
  tooltipProps,
} from '@/components/charts/chart-theme';
import { useChartTheme } from '@/components/charts/use-chart-theme';
import { dayTicks } from '@/components/charts/day-ticks';
import { formatCalendarDate, formatShortDate } from '@/lib/format/date';
import { formatCurrency } from '@/lib/format/money';
import { formatCompact } from '@/lib/format/measures';
import type { ComparedPoint } from './previous-per-day';
import type { ChartPoint } from './totals';

const money = (value: unknown) =>
  typeof value === 'number' ? formatCurrency(value) : String(value);
const day = (value: unknown) => formatCalendarDate(String(value));
const dayTick = (value: unknown) => formatShortDate(String(value));

/**
 * Revenue per day and the top countries by revenue. Only this page imports
 * it (lazily), so recharts stays out of every other route's bundle. Each chart
 * is one image with a spoken summary; the table holds the exact values.
 */
export default function ReportCharts({
  perDay,
  countries,
  comparing = false,
}: {
  /** With `previous` on each day while comparing: drawn dashed. */
  perDay: ComparedPoint[];
  countries: ChartPoint[];
  comparing?: boolean;
}) {
  const best = countries[0];
  const theme = useChartTheme();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <figcaption className="mb-2 text-sm font-medium">
          Revenue per day{comparing ? ' (dashed: the previous period)' : ''}
        </figcaption>
        <div
          role="img"
          aria-label={`Revenue per day, line chart over ${perDay.length} days${
            comparing ? ', the previous period dashed' : ''
          }`}
          className="h-56"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={perDay} accessibilityLayer={false} margin={CHART_MARGIN}>
              <CartesianGrid {...dayGridProps(theme)} />
              <XAxis
                dataKey="label"
                ticks={dayTicks(perDay.map((d) => d.label))}
                {...axisProps(theme, 11)}
                minTickGap={24}
                tickFormatter={dayTick}
              />
              <YAxis {...axisProps(theme, 11)} width={56} tickFormatter={formatCompact} />
              <Tooltip formatter={money} labelFormatter={day} {...tooltipProps(theme)} />
              <Line
                type="monotone"
                dataKey="revenue"
                name="Revenue"
                stroke={theme.series[0]}
                dot={false}
                isAnimationActive={false}
              />
              {comparing ? (
                <Line
                  type="monotone"
                  dataKey="previous"
                  name="Revenue, previous period"
                  stroke={theme.series[0]}
                  strokeDasharray="5 5"
                  dot={false}
                  isAnimationActive={false}
                />
              ) : null}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <figcaption className="mb-2 text-sm font-medium">Top 10 countries by revenue</figcaption>
        <div
          role="img"
          aria-label={`Top ${countries.length} countries by revenue, bar chart${
            best ? `; highest ${best.label} at ${money(best.revenue)}` : ''
          }`}
          className="h-56"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={countries} accessibilityLayer={false} margin={CHART_MARGIN}>
              <CartesianGrid strokeDasharray="3 3" stroke={theme.grid} />
              <XAxis dataKey="label" {...axisProps(theme, 11)} />
              <YAxis {...axisProps(theme, 11)} width={56} tickFormatter={formatCompact} />
              <Tooltip formatter={money} {...tooltipProps(theme)} />
              <Bar
                dataKey="revenue"
                name="Revenue"
                fill={theme.series[0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
