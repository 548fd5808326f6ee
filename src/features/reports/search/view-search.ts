import { SEARCH_REPORT_FIELDS, searchReportFieldsOf } from '@contract/report-fields';
import {
  isGiven,
  keysOf,
  oneOf,
  positiveInt,
  textLike,
  type ValueReader,
} from '@/lib/search-values';
import { COMPARE_SORT_KEYS, type CompareSortKey } from '../shared/compare/compare-keys';
import { CompareFlag, OnlyKey } from '../shared/compare/compare-params';

/** Columns of the table, in display order; every one is sortable. */
export const COLUMNS = SEARCH_REPORT_FIELDS;
export type Column = (typeof COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';
/** What a sort can name: a column, or "Previous"/"Change" of a compared rollup. */
export type SortKey = Column | CompareSortKey;

/** The metrics "Compare by" offers: every count and money column. */
export const COMPARE_METRICS = searchReportFieldsOf('count', 'money');
export type CompareMetric = (typeof COMPARE_METRICS)[number];
export const DEFAULT_COMPARE_METRIC: CompareMetric = 'revenue';

/** The fields the rows can be rolled up by ("Group by"); none is the rows as loaded. */
export const GROUP_BY = ['date', 'feed', 'geo', 'subid'] as const satisfies readonly Column[];
export type GroupBy = (typeof GROUP_BY)[number];

export const VIEW_DEFAULTS = { sort: 'date', order: 'asc' } as const satisfies {
  sort: Column;
  order: SortOrder;
};

/** Each view parameter as it must be to be taken; used to report resets. */
const STRICT = {
  sid: positiveInt,
  sort: oneOf<SortKey>([...COLUMNS, ...COMPARE_SORT_KEYS]),
  order: oneOf<SortOrder>(['asc', 'desc']),
  q: textLike,
  group: oneOf(GROUP_BY),
  compare: CompareFlag,
  compareBy: oneOf(COMPARE_METRICS),
  only: OnlyKey,
} satisfies Record<string, ValueReader<unknown>>;
export type ViewSearchKey = keyof typeof STRICT;

/** sid, sort, filter text and grouping of the Search report, each one valid. */
export interface ViewSearch {
  sid?: number;
  sort: SortKey;
  order: SortOrder;
  q?: string;
  group?: GroupBy;
  compare?: boolean;
  compareBy?: CompareMetric;
  only?: string;
}

/** The view's params of a raw search; a bad value falls back on its own. */
export function readView(raw: Record<string, unknown>): ViewSearch {
  return keysOf(raw, {
    sid: STRICT.sid(raw.sid),
    sort: STRICT.sort(raw.sort) ?? VIEW_DEFAULTS.sort,
    order: STRICT.order(raw.order) ?? VIEW_DEFAULTS.order,
    q: STRICT.q(raw.q)?.trim() || undefined,
    group: STRICT.group(raw.group),
    compare: STRICT.compare(raw.compare),
    compareBy: STRICT.compareBy(raw.compareBy),
    only: STRICT.only(raw.only),
  });
}

/** View parameters present in a raw URL that could not be taken as they are. */
export function invalidViewParams(raw: Record<string, unknown>): ViewSearchKey[] {
  return (Object.keys(STRICT) as ViewSearchKey[]).filter((key) => {
    const value = raw[key];
    if (!isGiven(value)) return false;
    return STRICT[key](value) === undefined;
  });
}
