import { z } from 'zod';
import { SEARCH_REPORT_FIELDS } from '../../../../contract/reports';

/** Columns of the table, in display order; every one is sortable. */
export const COLUMNS = SEARCH_REPORT_FIELDS;
export type Column = (typeof COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

export const VIEW_DEFAULTS = { sort: 'date', order: 'asc' } as const satisfies {
  sort: Column;
  order: SortOrder;
};

// The URL format hands over strings; hand-written links may carry anything.
const PositiveInt = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** Each view parameter as it must be to be taken; used to report resets. */
const STRICT = {
  sid: PositiveInt,
  sort: z.enum(COLUMNS),
  order: z.enum(['asc', 'desc']),
  q: z.union([z.string(), z.number(), z.boolean()]),
};
export type ViewSearchKey = keyof typeof STRICT;

/** sid, sort and filter text of the Search report; a bad value falls back on its own. */
export const ViewSearchSchema = z.object({
  sid: STRICT.sid.optional().catch(undefined),
  sort: STRICT.sort.default(VIEW_DEFAULTS.sort).catch(VIEW_DEFAULTS.sort),
  order: STRICT.order.default(VIEW_DEFAULTS.order).catch(VIEW_DEFAULTS.order),
  q: STRICT.q
    .transform((value) => String(value).trim() || undefined)
    .optional()
    .catch(undefined),
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
