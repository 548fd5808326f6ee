import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { invalidRangeParams, RangeSearchSchema } from '../shared/range-search';
import { invalidViewParams, VIEW_DEFAULTS, ViewSearchSchema } from './view-search';

/** The URL state of the Search report: range, feed, sort and filter text. */
export const ReportSearchSchema = z.pipe(
  z.extend(ViewSearchSchema, {
    from: z.optional(z.unknown()),
    to: z.optional(z.unknown()),
  }),
  z.transform(({ from, to, ...view }) => ({ ...RangeSearchSchema.parse({ from, to }), ...view })),
);
export type ReportSearch = z.output<typeof ReportSearchSchema>;

/** Values the URL may leave out; the router strips them. */
export const REPORT_SEARCH_DEFAULTS = { ...VIEW_DEFAULTS, q: '' } as const;

// The router rewrites a URL to its validated form before the page renders, so
// the validator notes which parameters it reset, for the page to say so.
let reported: readonly string[] = [];

export const reportSearchValidator: Pick<typeof ReportSearchSchema, '~standard'> = {
  '~standard': {
    ...ReportSearchSchema['~standard'],
    validate(value) {
      const raw =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      const invalid = [...invalidRangeParams(raw), ...invalidViewParams(raw)];
      if (invalid.length) reported = invalid;
      return ReportSearchSchema['~standard'].validate(value);
    },
  },
};

/** The parameters the opening link carried invalid values for; taken once per visit. */
export function useReportResetNote(): readonly string[] {
  const [keys] = useState(() => reported);
  useEffect(() => {
    reported = [];
  }, []);
  return keys;
}
