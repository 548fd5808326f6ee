import { reportTimeZone, todayIn } from '@/lib/report-time-zone';
import { parseCalendarDay } from '@contract/calendar-day';

export type PresetId =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'custom';

export interface DateRange {
  from: string;
  to: string;
}

export const PRESETS: { id: PresetId; label: string }[] = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
  { id: 'custom', label: 'Custom' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today as YYYY-MM-DD in the report time zone (config.json, default UTC;
 * decision 037) — not the browser's: the presets must ask for the days the
 * reports count in.
 */
export function reportToday(now: Date = new Date()): string {
  return todayIn(reportTimeZone(), now);
}

// Calendar arithmetic in UTC so no DST shift can move a day.
function parse(day: string): Date {
  return parseCalendarDay(day) ?? new Date(0);
}

function format(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
}

/** Whole days from `from` to `to` (0 when equal); NaN when either is no calendar date. */
export function daysBetween(from: string, to: string): number {
  const start = parseCalendarDay(from);
  const end = parseCalendarDay(to);
  return start && end ? Math.round((end.getTime() - start.getTime()) / 86_400_000) : NaN;
}

/**
 * The range a preset stands for; `custom` keeps today alone. Every preset but
 * "Today" ends yesterday: a day still running distorts week-over-week, so the
 * rolling ranges cover complete days only (issue 26, decision 051). "This
 * month" on the 1st has no complete day yet and is today alone.
 */
export function presetRange(id: PresetId, today: string): DateRange {
  const date = parse(today);
  const yesterday = addDays(today, -1);
  switch (id) {
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'last7':
      return { from: addDays(today, -7), to: yesterday };
    case 'last30':
      return { from: addDays(today, -30), to: yesterday };
    case 'thisMonth': {
      const first = format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
      return first === today ? { from: today, to: today } : { from: first, to: yesterday };
    }
    case 'lastMonth':
      return {
        from: format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))),
        to: format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0))),
      };
    case 'today':
    case 'custom':
      return { from: today, to: today };
  }
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod({ from, to }: DateRange): DateRange {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The first preset whose range is exactly this one, else `custom`. */
export function detectPreset(range: DateRange, today: string): PresetId {
  for (const { id } of PRESETS) {
    if (id === 'custom') continue;
    const candidate = presetRange(id, today);
    if (candidate.from === range.from && candidate.to === range.to) return id;
  }
  return 'custom';
}
