import { useEffect, useState } from 'react';
import { observingRaw, searchSchema } from '@/lib/search-schema';
import type { DateRange } from '../shared/date-range';
import { invalidRangeParams, readRange } from '../shared/range-search';
import { invalidViewParams, readView, VIEW_DEFAULTS, type ViewSearch } from './view-search';

/** The URL state of the Search report: range, feed, sort and filter text. */
export type ReportSearch = DateRange & ViewSearch;

export const ReportSearchSchema = searchSchema<Partial<ReportSearch>, ReportSearch>((raw) => ({
  ...readRange(raw),
  ...readView(raw),
}));

/** Values the URL may leave out; the router strips them. */
export const REPORT_SEARCH_DEFAULTS = { ...VIEW_DEFAULTS, q: '' } as const;

// The router rewrites a URL to its validated form before the page renders, so
// the validator notes which parameters it reset, for the page to say so.
let reported: readonly string[] = [];

export const reportSearchValidator = observingRaw(ReportSearchSchema, (raw) => {
  const invalid = [...invalidRangeParams(raw), ...invalidViewParams(raw)];
  if (invalid.length) reported = invalid;
});

/** The parameters the opening link carried invalid values for; taken once per visit. */
export function useReportResetNote(): readonly string[] {
  const [keys] = useState(() => reported);
  useEffect(() => {
    reported = [];
  }, []);
  return keys;
}
