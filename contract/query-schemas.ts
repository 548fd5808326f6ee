import * as z from 'zod/mini';
import { LIST_DEFAULTS, PER_PAGE_MAX, SORTABLE_FIELDS, SORT_ORDERS } from './campaigns';
import {
  dayParam,
  listParam,
  oneOfParam,
  required,
  textParam,
  wholeNumberItem,
  wholeNumberParam,
  withDefault,
} from './query-params';
import { EXPORT_FORMATS, MAX_RANGE_DAYS, XML_GROUP_BY } from './reports';

// The query strings the reference API parses at its edge (docs/decisions/028).
// A module of their own so the dashboard, which only needs their types, does not
// ship the parsers: its request builders are tested against these schemas instead.

/**
 * Query string of the list endpoint, read as the server receives it (strings,
 * `types` repeated or comma-joined) into typed values with the defaults
 * applied. The server parses every list request with it; the dashboard's
 * request builder is tested against it (docs/decisions/028).
 */
export const CampaignListQuerySchema = z.object({
  page: withDefault(wholeNumberParam('page', { min: 1 }), LIST_DEFAULTS.page),
  perPage: withDefault(
    wholeNumberParam('perPage', { min: 1, max: PER_PAGE_MAX }),
    LIST_DEFAULTS.perPage,
  ),
  sort: withDefault(oneOfParam('sort', SORTABLE_FIELDS), LIST_DEFAULTS.sort),
  order: withDefault(oneOfParam('order', SORT_ORDERS), LIST_DEFAULTS.order),
  query: textParam('query'),
  status: wholeNumberParam('status', { min: 0, max: 4 }),
  types: listParam(wholeNumberItem('types')),
});
/** One list view as both sides mean it: what a request asks for, defaults filled in. */
export type CampaignListQuery = z.output<typeof CampaignListQuerySchema>;

const DAY_MS = 86_400_000;

/**
 * date_from..date_to, inclusive, in order and at most MAX_RANGE_DAYS long;
 * judged only once both are real days, so a bad date is named once.
 */
const rangeRule = z.superRefine(
  (query: { date_from: string; date_to: string }, ctx) => {
    // ISO days compare correctly as strings.
    if (query.date_from > query.date_to) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_to'],
        message: 'date_to must not be before date_from',
        input: query.date_to,
      });
      return;
    }
    const days = (Date.parse(query.date_to) - Date.parse(query.date_from)) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_to'],
        message: `The date range must not span more than ${MAX_RANGE_DAYS} days`,
        input: query.date_to,
      });
    }
  },
  {
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'date_from' || issue.path?.[0] === 'date_to',
      ),
  },
);

/** A positive id (tid, sid): one message for every way it can be wrong (decision 016). */
const positiveId = (name: string) =>
  wholeNumberParam(name, { min: 1, message: `${name} must be a positive whole number` });

const reportDates = { date_from: dayParam('date_from'), date_to: dayParam('date_to') };
const exportFormat = withDefault(oneOfParam('export', EXPORT_FORMATS), 'json');

/**
 * Query of GET {api_url}/xml/stats without `token` (the key is checked before
 * the parameters, docs/decisions/006). Strings in, typed values out.
 */
export const XmlStatsQuerySchema = z
  .object({
    tid: required(positiveId('tid'), 'tid is required'),
    ...reportDates,
    groupBy: withDefault(oneOfParam('groupBy', XML_GROUP_BY), 'day'),
    export: exportFormat,
  })
  .check(rangeRule);
export type XmlStatsQuery = z.output<typeof XmlStatsQuerySchema>;

/** Query of GET {api_url}/publisher/search-report without `token`. */
export const SearchReportQuerySchema = z
  .object({
    ...reportDates,
    sid: positiveId('sid'),
    export: exportFormat,
  })
  .check(rangeRule);
export type SearchReportQuery = z.output<typeof SearchReportQuerySchema>;
