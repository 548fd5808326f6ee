import {
  SEARCH_REPORT_FIELDS,
  searchReportFieldsOf,
  type SearchReportRow,
} from '../../../../contract/reports';
import { divideDecimals } from '../../../../contract/decimal';
import { COLUMNS, type Column } from './view-search';

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

type CellDef = Pick<ColumnDef, 'label' | 'format'>;

/** Heading and cell text per column; the columns and their order are the contract's. */
const CELLS: Record<Column, CellDef> = {
  date: { label: 'Date', format: (r) => r.date },
  feed: { label: 'Feed', format: (r) => String(r.feed) },
  geo: { label: 'Country', format: (r) => r.geo },
  subid: { label: 'Sub ID', format: (r) => r.subid },
  total: { label: 'Total', format: (r) => formatInteger(r.total) },
  monetized: { label: 'Monetized', format: (r) => formatInteger(r.monetized) },
  clicks: { label: 'Clicks', format: (r) => formatInteger(r.clicks) },
  revenue: { label: 'Revenue', format: (r) => formatFixed(r.revenue, 4) },
  epc: { label: 'EPC', format: (r) => formatFixed(r.epc, 6) },
  rpm: { label: 'RPM', format: (r) => formatFixed(r.rpm, 6) },
};

/** Columns with numbers: right-aligned, and sorted largest first on a first click. */
export const NUMERIC_COLUMNS: ReadonlySet<Column> = new Set(
  searchReportFieldsOf('id', 'count', 'money'),
);

export const COLUMN_DEFS: readonly ColumnDef[] = COLUMNS.map((id) => ({
  id,
  numeric: NUMERIC_COLUMNS.has(id),
  ...CELLS[id],
}));

export { formatFixed, formatInteger };

/** CSV of the view: the row's data fields as the API sends them. */
export const CSV_HEADER: string[] = [...SEARCH_REPORT_FIELDS];

export function csvCells(row: SearchReportRow): unknown[] {
  return SEARCH_REPORT_FIELDS.map((field) => row[field]);
}
