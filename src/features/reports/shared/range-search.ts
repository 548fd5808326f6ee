import * as z from 'zod/mini';
import { isRealDate } from '@contract/common';
import { presetRange, reportToday, type DateRange } from './date-range';

function defaultRange(): DateRange {
  return presetRange('last30', reportToday());
}

function validRange(from: unknown, to: unknown): boolean {
  return isRealDate(from) && isRealDate(to) && from <= to;
}

/**
 * `from`/`to` of a report URL. Either both are real days in order, or both
 * fall back to the last 30 days: a half-valid pair is not a range.
 * Combine with a page's own params: `z.intersection(RangeSearchSchema, PageSchema)`.
 */
export const RangeSearchSchema = z.pipe(
  z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) }),
  z.transform(({ from, to }): DateRange =>
    validRange(from, to) ? { from: from as string, to: to as string } : defaultRange(),
  ),
);

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
