import * as z from 'zod/mini';
import { envelopeSchema } from './common';

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

/** XML statistics row for groupBy=day, as the contract gives it. */
export const XmlStatsDayRowSchema = z.looseObject({ date: z.string(), ...xmlMetrics });
export type XmlStatsDayRow = z.infer<typeof XmlStatsDayRowSchema>;

/**
 * Rows for groupBy geo/subid are not shown in the contract: the reference API
 * sends the grouping key (geo or subid) plus the daily metrics without date
 * (docs/decisions). The dashboard reads any row as a record, so unknown shapes still show.
 */
export const XmlStatsRowSchema = z.record(z.string(), z.unknown());
export type XmlStatsRow = z.infer<typeof XmlStatsRowSchema>;
export const XmlStatsResponseSchema = envelopeSchema(z.array(XmlStatsRowSchema));

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
