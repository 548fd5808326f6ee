import * as z from 'zod/mini';
import { envelopeSchema } from './common';
import { SEARCH_REPORT_COLUMNS } from './report-fields';

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

/**
 * How the Search report writes a count ("4899", also a feed id sent as text)
 * and a money value ("12.3400000000"): plain decimals, no exponent, spaces or
 * "NaN". The schema below and the dashboard's fast row reader test these same ones
 * (here, not in report-fields.ts: the app's entry needs no pattern of them).
 */
export const SEARCH_COUNT_TEXT = /^-?\d+$/;
export const SEARCH_MONEY_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A count: an integer string, or a JSON integer (a safe one) written as one. */
const countText = z.union([
  z.string().check(z.regex(SEARCH_COUNT_TEXT)),
  z.pipe(z.int(), z.transform(String)),
]);

/**
 * Money: a decimal string, or a finite JSON number written with the column's
 * `scale` digits ("12.3400000000"); 1e21 and beyond would be written with an exponent.
 */
const moneyText = (scale: number) =>
  z.union([
    z.string().check(z.regex(SEARCH_MONEY_TEXT)),
    z.pipe(
      z.number().check(z.gt(-1e21), z.lt(1e21)),
      z.transform((n) => n.toFixed(scale)),
    ),
  ]);

/**
 * Search report row: counts as integer strings, money as decimal strings (JSON
 * numbers are taken and written as those strings), `feed` a safe integer
 * (its digits as text are taken too). Anything else — "2.5" clicks, "NaN",
 * "", null, true — is refused: the rest of the dashboard sums these exactly.
 */
export const SearchReportRowSchema = z.looseObject({
  date: z.string(),
  feed: z.union([
    z.int(),
    z.pipe(z.pipe(z.string().check(z.regex(SEARCH_COUNT_TEXT)), z.transform(Number)), z.int()),
  ]),
  geo: z.string(),
  subid: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
  total: countText,
  monetized: countText,
  clicks: countText,
  revenue: moneyText(SEARCH_REPORT_COLUMNS.revenue.scale),
  epc: moneyText(SEARCH_REPORT_COLUMNS.epc.scale),
  rpm: moneyText(SEARCH_REPORT_COLUMNS.rpm.scale),
});
export type SearchReportRow = z.infer<typeof SearchReportRowSchema>;
export const SearchReportResponseSchema = envelopeSchema(z.array(SearchReportRowSchema));

export const PUBLISHER_SCOPES = ['publisher:xml:read', 'publisher:search:read'] as const;
export type PublisherScope = (typeof PUBLISHER_SCOPES)[number];
