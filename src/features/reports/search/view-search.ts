import * as z from 'zod/mini';
import { SEARCH_REPORT_FIELDS } from '@contract/reports';

/** Columns of the table, in display order; every one is sortable. */
export const COLUMNS = SEARCH_REPORT_FIELDS;
export type Column = (typeof COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** The fields the rows can be rolled up by ("Group by"); none is the rows as loaded. */
export const GROUP_BY = ['date', 'feed', 'geo', 'subid'] as const satisfies readonly Column[];
export type GroupBy = (typeof GROUP_BY)[number];

export const VIEW_DEFAULTS = { sort: 'date', order: 'asc' } as const satisfies {
  sort: Column;
  order: SortOrder;
};

// The URL format hands over strings; hand-written links may carry anything.
const PositiveInt = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]),
    z.transform((value) => Number(value)),
  ),
  z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
);

/** Each view parameter as it must be to be taken; used to report resets. */
const STRICT = {
  sid: PositiveInt,
  sort: z.enum(COLUMNS),
  order: z.enum(['asc', 'desc']),
  q: z.union([z.string(), z.number(), z.boolean()]),
  group: z.enum(GROUP_BY),
};
export type ViewSearchKey = keyof typeof STRICT;

/** sid, sort, filter text and grouping of the Search report; a bad value falls back on its own. */
export const ViewSearchSchema = z.object({
  sid: z.catch(z.optional(STRICT.sid), undefined),
  sort: z.catch(z._default(STRICT.sort, VIEW_DEFAULTS.sort), VIEW_DEFAULTS.sort),
  order: z.catch(z._default(STRICT.order, VIEW_DEFAULTS.order), VIEW_DEFAULTS.order),
  q: z.catch(
    z.optional(
      z.pipe(
        STRICT.q,
        z.transform((value) => String(value).trim() || undefined),
      ),
    ),
    undefined,
  ),
  group: z.catch(z.optional(STRICT.group), undefined),
});
export type ViewSearch = z.output<typeof ViewSearchSchema>;

/** View parameters present in a raw URL that could not be taken as they are. */
export function invalidViewParams(raw: Record<string, unknown>): ViewSearchKey[] {
  return (Object.keys(STRICT) as ViewSearchKey[]).filter((key) => {
    const value = raw[key];
    if (value === undefined || value === '') return false;
    return !STRICT[key].safeParse(value).success;
  });
}
