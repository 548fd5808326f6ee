import { MAX_RANGE_DAYS } from '@contract/report-fields';
import type { XmlStatsRow } from '@contract/reports';
import { addDays, daysBetween } from '../shared/date-range';

/**
 * The line chart's days: every day of the period, in calendar order whatever
 * order the server sent, each with its row if the answer has one. A day without
 * one stays a point without a value, so recharts breaks the line there: a line
 * drawn across it would show a day nobody measured. Dates outside the period
 * (or text that is no date) keep a point too; ISO dates sort as text.
 */
export function chartDays(
  rows: readonly XmlStatsRow[],
  period: { from: string; to: string } | undefined,
): { date: string; row: XmlStatsRow | undefined }[] {
  const byDate = new Map(rows.map((row) => [String(row.date), row]));
  const dates = new Set(byDate.keys());
  const span = period ? daysBetween(period.from, period.to) : NaN;
  // A bad or huge period (never one the server answered) adds no days.
  for (let i = 0; period && i <= span && span <= MAX_RANGE_DAYS; i++)
    dates.add(addDays(period.from, i));
  return [...dates].sort().map((date) => ({ date, row: byDate.get(date) }));
}
