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

/** Whole days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** The range a preset stands for; `custom` keeps today alone. */
export function presetRange(id: PresetId, today: string): DateRange {
  const date = parse(today);
  switch (id) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return {
        from: format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))),
        to: today,
      };
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
