import { formatCalendarDate } from '@/lib/format/date';
import { formatCountOf } from '@/lib/format/number';
import { daysBetween, type DateRange } from './date-range';

/**
 * The date line under the range controls: which days the report covers and
 * whether the last of them is still running, so nobody compares a partial day
 * with a whole one without knowing it (issue 26 item 6).
 */
export function coveredDaysText({ from, to }: DateRange, today: string): string {
  const days = daysBetween(from, to) + 1;
  const span =
    from === to
      ? formatCalendarDate(from)
      : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
  if (to < today) {
    const upTo = daysBetween(to, today) === 1 ? ', up to yesterday' : '';
    return `Covers ${span}: ${formatCountOf(days, 'complete day', 'complete days')}${upTo}.`;
  }
  if (from === today && to === today)
    return `Covers today, ${formatCalendarDate(today)}, so far: the day is not complete yet.`;
  if (to === today)
    return `Covers ${span}: ${formatCountOf(days, 'day', 'days')}, the last one (today) not complete yet.`;
  return `Covers ${span}: ${formatCountOf(days, 'day', 'days')}, some of them still to come.`;
}
