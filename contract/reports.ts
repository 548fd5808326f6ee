import * as z from 'zod/mini';
import { envelopeSchema } from './common';

export * from './report-fields';

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
