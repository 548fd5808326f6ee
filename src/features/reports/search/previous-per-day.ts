import { dayKey, dayOfKey } from '../shared/compare/day-key';
import type { ChartPoint } from './totals';

export interface ComparedPoint extends ChartPoint {
  /** The previous period's revenue on the day at the same offset; undefined when it had none. */
  previous?: number;
}

/**
 * Revenue per day with the previous period beside it, matched by the day's
 * offset within its period (never by position: a day without traffic leaves
 * a gap in one list). Days only the previous period has get a point of their own.
 */
export function alignPreviousPerDay(
  perDay: readonly ChartPoint[],
  previousPerDay: readonly ChartPoint[],
  from: string,
  previousFrom: string,
): ComparedPoint[] {
  const before = new Map(
    previousPerDay.map((point) => [dayKey(previousFrom, point.label), point.revenue]),
  );
  const points = new Map<string, ComparedPoint>();
  for (const point of perDay) {
    const key = dayKey(from, point.label);
    points.set(key, { ...point, previous: before.get(key) });
  }
  for (const [key, revenue] of before)
    if (!points.has(key))
      points.set(key, { label: dayOfKey(from, key), revenue: 0, previous: revenue });
  // YYYY-MM-DD labels sort as their days do.
  return [...points.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
