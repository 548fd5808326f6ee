import { SEARCH_REPORT_FIELDS, type SearchReportRow } from '../../../../contract/reports';
import { divideDecimals } from '../../../../contract/decimal';
import type { Column } from './view-search';

export interface ColumnDef {
  id: Column;
  label: string;
  numeric: boolean;
  /** Table cell text of a row (country is rendered with its name separately). */
  format(row: SearchReportRow): string;
}

// Cells are formatted on every scroll frame: grouping by hand keeps that free of
// Intl constructions (formatDecimal builds formatters per call; the totals use it).
const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1234567" as "1,234,567" (en-US), exactly. */
const formatInteger = (value: string) => (/^-?\d+$/.test(value) ? group(value) : value);

/** A decimal string rounded exactly to `digits`, grouped (en-US). */
const formatFixed = (value: string, digits: number) => {
  try {
    const [whole = '0', fraction] = divideDecimals(value, '1', digits).split('.');
    return fraction === undefined ? group(whole) : `${group(whole)}.${fraction}`;
  } catch {
    return value;
  }
};

export const COLUMN_DEFS: readonly ColumnDef[] = [
  { id: 'date', label: 'Date', numeric: false, format: (r) => r.date },
  { id: 'feed', label: 'Feed', numeric: true, format: (r) => String(r.feed) },
  { id: 'geo', label: 'Country', numeric: false, format: (r) => r.geo },
  { id: 'subid', label: 'Sub ID', numeric: false, format: (r) => r.subid },
  { id: 'total', label: 'Total', numeric: true, format: (r) => formatInteger(r.total) },
  { id: 'monetized', label: 'Monetized', numeric: true, format: (r) => formatInteger(r.monetized) },
  { id: 'clicks', label: 'Clicks', numeric: true, format: (r) => formatInteger(r.clicks) },
  { id: 'revenue', label: 'Revenue', numeric: true, format: (r) => formatFixed(r.revenue, 4) },
  { id: 'epc', label: 'EPC', numeric: true, format: (r) => formatFixed(r.epc, 6) },
  { id: 'rpm', label: 'RPM', numeric: true, format: (r) => formatFixed(r.rpm, 6) },
];

export { formatFixed, formatInteger };

/** CSV of the view: the row's data fields as the API sends them. */
export const CSV_HEADER: string[] = [...SEARCH_REPORT_FIELDS];

export function csvCells(row: SearchReportRow): unknown[] {
  return [
    row.date,
    row.feed,
    row.geo,
    row.subid,
    row.total,
    row.monetized,
    row.clicks,
    row.revenue,
    row.epc,
    row.rpm,
  ];
}
