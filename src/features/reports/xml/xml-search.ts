import { z } from 'zod';
import { XML_GROUP_BY, type XmlGroupBy } from '../../../../contract/reports';
import { invalidRangeParams, RangeSearchSchema } from '../shared/range-search';

export const XML_SEARCH_DEFAULTS = { groupBy: 'day', compare: false } as const;

const Tid = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
const Compare = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const STRICT = { tid: Tid, groupBy: z.enum(XML_GROUP_BY), compare: Compare };

export type XmlSearchKey = keyof typeof STRICT | 'from' | 'to';

/** The XML report's URL: each bad value falls back on its own. */
export const XmlSearchSchema = z.intersection(
  RangeSearchSchema,
  z.object({
    tid: STRICT.tid.optional().catch(undefined),
    groupBy: STRICT.groupBy
      .transform((g): XmlGroupBy => g)
      .default(XML_SEARCH_DEFAULTS.groupBy)
      .catch(XML_SEARCH_DEFAULTS.groupBy),
    compare: STRICT.compare.default(XML_SEARCH_DEFAULTS.compare).catch(XML_SEARCH_DEFAULTS.compare),
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
