// The reports' plain facts: groupings, formats, the range limit and the Search
// report's columns. No schema here, so the report URLs can be checked before the
// first paint without zod (decision 059); contract/reports.ts re-exports them.

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
