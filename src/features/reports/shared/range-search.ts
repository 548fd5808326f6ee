import { isRealDate } from '@contract/wire-readers';
import { searchSchema } from '@/lib/search-schema';
import { presetRange, reportToday, type DateRange } from './date-range';

/** The range of a report URL without one: the last 30 complete days. */
export function defaultRange(): DateRange {
  return presetRange('last30', reportToday());
}

function validRange(from: unknown, to: unknown): boolean {
  return isRealDate(from) && isRealDate(to) && from <= to;
}

/**
 * `from`/`to` of a report URL. Either both are real days in order, or both
 * fall back to the last 30 days: a half-valid pair is not a range.
 * A page's own check adds its params to this one's answer.
 */
export function readRange({ from, to }: Record<string, unknown>): DateRange {
  return validRange(from, to) ? { from: from as string, to: to as string } : defaultRange();
}

export const RangeSearchSchema = searchSchema<Partial<DateRange>, DateRange>(readRange);

export type RangeSearchKey = 'from' | 'to';

/**
 * Which of `from`/`to` a raw URL carried but could not keep (both missing is
 * not a reset: it is the default).
 */
export function invalidRangeParams(raw: Record<string, unknown>): RangeSearchKey[] {
  const { from, to } = raw;
  if (from === undefined && to === undefined) return [];
  if (validRange(from, to)) return [];
  const bad: RangeSearchKey[] = [];
  if (!isRealDate(from)) bad.push('from');
  if (!isRealDate(to)) bad.push('to');
  // Both are days but out of order: both were reset.
  return bad.length ? bad : ['from', 'to'];
}
