import * as z from 'zod/mini';
import { envelopeSchema } from './common';
import { dayParam, oneOfParam, required, wholeNumberParam, withDefault } from './query-params';

/** XML statistics row for groupBy=day, as the contract gives it. */
export const XmlStatsDayRowSchema = z.looseObject({
  date: z.string(),
  gross_requests: z.coerce.number(),
  gross_clicks: z.coerce.number(),
  gross_valid: z.coerce.number(),
  gross_invalid: z.coerce.number(),
  gross_revenue: z.coerce.number(),
  net_requests: z.coerce.number(),
  net_clicks: z.coerce.number(),
  net_revenue: z.coerce.number(),
});
export type XmlStatsDayRow = z.infer<typeof XmlStatsDayRowSchema>;

/**
 * Rows for groupBy geo/subid are not shown in the contract: the reference API
 * sends the grouping key (geo or subid) plus the daily metrics without date
 * (docs/decisions). The dashboard reads any row as a record, so unknown shapes still show.
 */
export const XmlStatsRowSchema = z.record(z.string(), z.unknown());
export type XmlStatsRow = z.infer<typeof XmlStatsRowSchema>;
export const XmlStatsResponseSchema = envelopeSchema(z.array(XmlStatsRowSchema));

/** The daily XML metrics without the date: the columns every grouping shares. */
const xmlMetrics = {
  gross_requests: z.coerce.number(),
  gross_clicks: z.coerce.number(),
  gross_valid: z.coerce.number(),
  gross_invalid: z.coerce.number(),
  gross_revenue: z.coerce.number(),
  net_requests: z.coerce.number(),
  net_clicks: z.coerce.number(),
  net_revenue: z.coerce.number(),
};

/** groupBy=geo row of the reference API: ISO country code plus the metrics (decision 016). */
export const XmlStatsGeoRowSchema = z.looseObject({ geo: z.string(), ...xmlMetrics });
export type XmlStatsGeoRow = z.infer<typeof XmlStatsGeoRowSchema>;

/** groupBy=subid row of the reference API: the sub ID ('' = none) plus the metrics. */
export const XmlStatsSubidRowSchema = z.looseObject({
  subid: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  ...xmlMetrics,
});
export type XmlStatsSubidRow = z.infer<typeof XmlStatsSubidRowSchema>;

/** Column order of JSON rows and CSV headers, per grouping. */
export const XML_METRIC_FIELDS = Object.keys(xmlMetrics) as (keyof typeof xmlMetrics)[];

export const XML_GROUP_BY = ['day', 'geo', 'subid'] as const;
export type XmlGroupBy = (typeof XML_GROUP_BY)[number];
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Longest inclusive range a report answers (decision 016): a bit over a year. */
export const MAX_RANGE_DAYS = 400;

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

/**
 * The Search report's columns, in the order the API sends them (and the CSV
 * header), with how each value is written: `feed` a whole number, `subid` text
 * that may be missing, counts as integer strings, money as decimal strings with
 * `scale` fractional digits. The server, the table, its sorting and totals, and
 * the CSV all read this one list.
 */
export const SEARCH_REPORT_COLUMNS = {
  date: { kind: 'date' },
  feed: { kind: 'id' },
  geo: { kind: 'text' },
  subid: { kind: 'optional-text' },
  total: { kind: 'count' },
  monetized: { kind: 'count' },
  clicks: { kind: 'count' },
  revenue: { kind: 'money', scale: 10 },
  epc: { kind: 'money', scale: 6 },
  rpm: { kind: 'money', scale: 6 },
} as const;
export type SearchReportField = keyof typeof SEARCH_REPORT_COLUMNS;
export type SearchReportColumnKind = (typeof SEARCH_REPORT_COLUMNS)[SearchReportField]['kind'];

/** Fields of a Search report row, in the order the API sends them (and the CSV header). */
export const SEARCH_REPORT_FIELDS = Object.keys(SEARCH_REPORT_COLUMNS) as SearchReportField[];

/** The fields of one kind, in column order. */
export function searchReportFieldsOf(...kinds: SearchReportColumnKind[]): SearchReportField[] {
  return SEARCH_REPORT_FIELDS.filter((field) => kinds.includes(SEARCH_REPORT_COLUMNS[field].kind));
}

/** Fractional digits of a money column; undefined for the others. */
export function searchReportScale(field: SearchReportField): number | undefined {
  const column = SEARCH_REPORT_COLUMNS[field];
  return 'scale' in column ? column.scale : undefined;
}

/** Search report row: counts as integer strings, money as fixed decimal strings. */
export const SearchReportRowSchema = z.looseObject({
  date: z.string(),
  feed: z.coerce.number().check(z.int()),
  geo: z.string(),
  subid: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  total: z.string(),
  monetized: z.string(),
  clicks: z.string(),
  revenue: z.string(),
  epc: z.string(),
  rpm: z.string(),
});
export type SearchReportRow = z.infer<typeof SearchReportRowSchema>;
export const SearchReportResponseSchema = envelopeSchema(z.array(SearchReportRowSchema));

export const PUBLISHER_SCOPES = ['publisher:xml:read', 'publisher:search:read'] as const;
export type PublisherScope = (typeof PUBLISHER_SCOPES)[number];
