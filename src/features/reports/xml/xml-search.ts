import * as z from 'zod/mini';
import { XML_GROUP_BY, type XmlGroupBy } from '@contract/reports';
import { invalidRangeParams, RangeSearchSchema } from '../shared/range-search';

export const XML_SEARCH_DEFAULTS = { groupBy: 'day', compare: false, order: 'asc' } as const;

const Tid = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.regex(/^\s*\d+\s*$/)),
      z.transform((value) => Number(value)),
    ),
  ]),
  z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
);
const Compare = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

// The table's columns are the keys the rows carry, so a sort names a key; one
// the answer does not have leaves the table in the server's order.
const SortKey = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));

const STRICT = {
  tid: Tid,
  groupBy: z.enum(XML_GROUP_BY),
  compare: Compare,
  sort: SortKey,
  order: z.enum(['asc', 'desc']),
};

export type XmlSearchKey = keyof typeof STRICT | 'from' | 'to';

/** The XML report's URL: each bad value falls back on its own. */
export const XmlSearchSchema = z.intersection(
  RangeSearchSchema,
  z.object({
    tid: z.catch(z.optional(STRICT.tid), undefined),
    groupBy: z.catch(
      z._default(
        z.pipe(
          STRICT.groupBy,
          z.transform((g): XmlGroupBy => g),
        ),
        XML_SEARCH_DEFAULTS.groupBy,
      ),
      XML_SEARCH_DEFAULTS.groupBy,
    ),
    compare: z.catch(
      z._default(STRICT.compare, XML_SEARCH_DEFAULTS.compare),
      XML_SEARCH_DEFAULTS.compare,
    ),
    sort: z.catch(z.optional(STRICT.sort), undefined),
    order: z.catch(z._default(STRICT.order, XML_SEARCH_DEFAULTS.order), XML_SEARCH_DEFAULTS.order),
  }),
);
export type XmlSearch = z.output<typeof XmlSearchSchema>;

/** Parameters a raw URL carried but could not keep. */
export function invalidXmlParams(raw: Record<string, unknown>): XmlSearchKey[] {
  const bad: XmlSearchKey[] = invalidRangeParams(raw);
  for (const key of Object.keys(STRICT) as (keyof typeof STRICT)[]) {
    if (raw[key] !== undefined && !STRICT[key].safeParse(raw[key]).success) bad.push(key);
  }
  return bad;
}
