import { addDays, daysBetween } from '../shared/date-range';
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
    previousPerDay.map((point) => [daysBetween(previousFrom, point.label), point.revenue]),
  );
  const points = new Map<number, ComparedPoint>();
  for (const point of perDay) {
    const offset = daysBetween(from, point.label);
    points.set(offset, { ...point, previous: before.get(offset) });
  }
  for (const [offset, revenue] of before)
    if (!points.has(offset))
      points.set(offset, { label: addDays(from, offset), revenue: 0, previous: revenue });
  return [...points.entries()].sort(([a], [b]) => a - b).map(([, point]) => point);
}
