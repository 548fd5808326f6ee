import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { formatCalendarDate } from '@/lib/format/date';
import { formatChangePercent } from '@/lib/format/measures';
import { previousPeriod } from '../shared/date-range';
import type { CellValue, Column } from './columns';
import { formatCell } from './format-cell';
import { periodChange, type PeriodChange } from './period-change';

// More invalid traffic is bad news: its colour follows good/bad, its words the direction.
const lowerIsBetter = (key: string) => key.includes('invalid');

// ≥ 4.5:1 on the white / slate-900 cards (WCAG AA for small text).
const GOOD = 'text-green-700 dark:text-green-400';
const BAD = 'text-red-700 dark:text-red-400';
const NEUTRAL = 'text-slate-600 dark:text-slate-400';

function changeView(
  key: string,
  change: PeriodChange,
): { arrow: string; text: string; tone: string } {
  switch (change.direction) {
    case 'up':
    case 'down': {
      const good = (change.direction === 'up') !== lowerIsBetter(key);
      return {
        arrow: change.direction === 'up' ? '▲' : '▼',
        text: `${formatChangePercent(change.ratio)} ${change.direction}`,
        tone: good ? GOOD : BAD,
      };
    }
    case 'none':
      return { arrow: '', text: 'No change', tone: NEUTRAL };
    case 'new':
      return { arrow: '▲', text: 'New (0 in the previous period)', tone: NEUTRAL };
    case 'unknown':
      return { arrow: '', text: 'Change unknown', tone: NEUTRAL };
  }
}

export interface CompareSummaryProps {
  columns: readonly Column[];
  totals: Record<string, CellValue>;
  previousTotals: Record<string, CellValue>;
  from: string;
  to: string;
}

/**
 * Every total of the range beside the previous period's and the change, in
 * words as well as colour (an arrow and "up"/"down"), so neither colour nor the
 * chart is needed to read it.
 */
export function CompareSummary({ columns, totals, previousTotals, from, to }: CompareSummaryProps) {
  const headingId = useId();
  const before = previousPeriod({ from, to });
  const metrics = columns.filter((column) => column.numeric && Object.hasOwn(totals, column.key));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        Compared with the previous period
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {formatCalendarDate(from)} – {formatCalendarDate(to)} against{' '}
        {formatCalendarDate(before.from)} – {formatCalendarDate(before.to)}.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {metrics.map(({ key, header }) => {
          const current = totals[key] ?? null;
          const previous = previousTotals[key] ?? null;
          const change = changeView(key, periodChange(current, previous));
          return (
            <div
              key={key}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
            >
              <dt className="text-xs text-slate-600 dark:text-slate-400">{header}</dt>
              <dd className="font-semibold break-words tabular-nums">{formatCell(key, current)}</dd>
              <dd className="text-xs break-words text-slate-600 tabular-nums dark:text-slate-400">
                Previous period: {formatCell(key, previous)}
              </dd>
              <dd className={cn('text-sm font-medium tabular-nums', change.tone)}>
                {change.arrow ? <span aria-hidden="true">{change.arrow} </span> : null}
                {change.text}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
