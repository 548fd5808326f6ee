import {
  SEARCH_REPORT_COLUMNS,
  SEARCH_REPORT_FIELDS,
  searchReportFieldsOf,
  type SearchReportRow,
} from '@contract/reports';
import { formatCalendarDate } from '@/lib/format/date';
import { formatMoney, roundedAmount } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { COLUMNS, type Column } from './view-search';

export interface ColumnDef {
  id: Column;
  label: string;
  numeric: boolean;
  /** Table cell text of a row (country is rendered with its name separately). */
  format(row: SearchReportRow): string;
  /** The exact value, when the cell shows it rounded (the cell's title). */
  exact?(row: SearchReportRow): string | undefined;
}

type CellDef = Pick<ColumnDef, 'label' | 'format' | 'exact'>;

// Revenue has 10 decimals on the wire: shown to 4, the exact value in the title (and the CSV).
const SHOWN_REVENUE_DIGITS = 4;

/** Heading and cell text per column; the columns and their order are the contract's. */
const CELLS: Record<Column, CellDef> = {
  date: { label: 'Date', format: (r) => formatCalendarDate(r.date) },
  feed: { label: 'Feed', format: (r) => String(r.feed) },
  geo: { label: 'Country', format: (r) => r.geo },
  subid: { label: 'Sub ID', format: (r) => r.subid },
  total: { label: 'Total', format: (r) => formatCount(r.total) },
  monetized: { label: 'Monetized', format: (r) => formatCount(r.monetized) },
  clicks: { label: 'Clicks', format: (r) => formatCount(r.clicks) },
  revenue: {
    label: 'Revenue',
    format: (r) => formatMoney(r.revenue, SHOWN_REVENUE_DIGITS),
    exact: (r) => roundedAmount(r.revenue, SHOWN_REVENUE_DIGITS).exact,
  },
  epc: ratioCell('EPC', 'epc', 'No clicks: EPC is not defined'),
  rpm: ratioCell('RPM', 'rpm', 'No searches: RPM is not defined'),
};

// A rollup leaves a ratio empty when its divisor sums to zero (rollup.ts): a dash, not 0 or NaN.
function ratioCell(label: string, field: 'epc' | 'rpm', undefinedText: string): CellDef {
  const scale = SEARCH_REPORT_COLUMNS[field].scale;
  return {
    label,
    format: (r) => (r[field] === '' ? '—' : formatMoney(r[field], scale)),
    exact: (r) => (r[field] === '' ? undefinedText : undefined),
  };
}

/** Columns with numbers: right-aligned, and sorted largest first on a first click. */
export const NUMERIC_COLUMNS: ReadonlySet<Column> = new Set(
  searchReportFieldsOf('id', 'count', 'money'),
);

export const COLUMN_DEFS: readonly ColumnDef[] = COLUMNS.map((id) => ({
  id,
  numeric: NUMERIC_COLUMNS.has(id),
  ...CELLS[id],
}));

export { SHOWN_REVENUE_DIGITS };

/** The column definitions of the given columns, in that order (a rollup shows some). */
export function columnDefsOf(columns: readonly Column[]): ColumnDef[] {
  return columns.flatMap((id) => COLUMN_DEFS.find((column) => column.id === id) ?? []);
}

/** CSV of the view: the row's data fields as the API sends them. */
export const CSV_HEADER: string[] = [...SEARCH_REPORT_FIELDS];

/** The row's values of the given columns (all by default), as the API writes them. */
export function csvCells(
  row: SearchReportRow,
  columns: readonly Column[] = SEARCH_REPORT_FIELDS,
): unknown[] {
  return columns.map((field) => row[field]);
}
