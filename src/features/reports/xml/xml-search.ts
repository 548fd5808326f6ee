import { XML_GROUP_BY } from '@contract/report-fields';
import { searchSchema } from '@/lib/search-schema';
import { keysOf, matching, oneOf, positiveInt, type ValueReader } from '@/lib/search-values';
import { CompareFlag, OnlyKey } from '../shared/compare/compare-params';
import type { DateRange } from '../shared/date-range';
import { invalidRangeParams, readRange } from '../shared/range-search';

export const XML_SEARCH_DEFAULTS = { groupBy: 'day', compare: false, order: 'asc' } as const;

/** The server's groupings, and "tid": every traffic source of the key side by side (issue 26 item 4). */
export const XML_VIEW_GROUP_BY = [...XML_GROUP_BY, 'tid'] as const;
export type XmlViewGroupBy = (typeof XML_VIEW_GROUP_BY)[number];

// The table's columns are the keys the rows carry, so a sort names a key; one
// the answer does not have leaves the table in the server's order.
const SortKey = matching(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

const STRICT = {
  tid: positiveInt,
  compareBy: SortKey,
  only: OnlyKey,
  groupBy: oneOf(XML_VIEW_GROUP_BY),
  compare: CompareFlag,
  sort: SortKey,
  order: oneOf(['asc', 'desc'] as const),
} satisfies Record<string, ValueReader<unknown>>;

export type XmlSearchKey = keyof typeof STRICT | 'from' | 'to';

/** The XML report's view: its range and the URL's other params, each one valid. */
export interface XmlSearch extends DateRange {
  tid?: number;
  groupBy: XmlViewGroupBy;
  compare: boolean;
  compareBy?: string;
  only?: string;
  sort?: string;
  order: 'asc' | 'desc';
}

/** The XML report's URL: each bad value falls back on its own. */
export const XmlSearchSchema = searchSchema<Partial<XmlSearch>, XmlSearch>((raw) =>
  keysOf(raw, {
    ...readRange(raw),
    tid: STRICT.tid(raw.tid),
    groupBy: STRICT.groupBy(raw.groupBy) ?? XML_SEARCH_DEFAULTS.groupBy,
    compare: STRICT.compare(raw.compare) ?? XML_SEARCH_DEFAULTS.compare,
    compareBy: STRICT.compareBy(raw.compareBy),
    only: STRICT.only(raw.only),
    sort: STRICT.sort(raw.sort),
    order: STRICT.order(raw.order) ?? XML_SEARCH_DEFAULTS.order,
  }),
);

/** Parameters a raw URL carried but could not keep. */
export function invalidXmlParams(raw: Record<string, unknown>): XmlSearchKey[] {
  const bad: XmlSearchKey[] = invalidRangeParams(raw);
  for (const key of Object.keys(STRICT) as (keyof typeof STRICT)[]) {
    if (raw[key] !== undefined && STRICT[key](raw[key]) === undefined) bad.push(key);
  }
  return bad;
}
