import { searchReportFieldsOf, type SearchReportRow } from '@contract/reports';
import { formatCalendarDate } from '@/lib/format/date';
import { currencyAmount } from '@/lib/format/money-cell';
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

// Money in the configured currency at fixed decimals per column, so the digits
// align (issue 26 item 8): revenue in cents; EPC, often a fraction of a cent, to
// 4; RPM in cents. The exact wire value is the title (and in the CSV).
const SHOWN_REVENUE_DIGITS = 2;
const SHOWN_DIGITS = { epc: 4, rpm: 2 } as const;

/** Heading and cell text per column; the columns and their order are the contract's. */
const CELLS: Record<Column, CellDef> = {
  date: { label: 'Date', format: (r) => formatCalendarDate(r.date) },
  feed: { label: 'Feed', format: (r) => String(r.feed) },
  geo: { label: 'Country', format: (r) => r.geo },
  // A blank sub ID is "no sub ID", said in words (as the XML report does).
  subid: { label: 'Sub ID', format: (r) => (r.subid.trim() === '' ? '(none)' : r.subid) },
  total: { label: 'Total', format: (r) => formatCount(r.total) },
  monetized: { label: 'Monetized', format: (r) => formatCount(r.monetized) },
  clicks: { label: 'Clicks', format: (r) => formatCount(r.clicks) },
  revenue: {
    label: 'Revenue',
    format: (r) => currencyAmount(r.revenue, SHOWN_REVENUE_DIGITS).text,
    exact: (r) => currencyAmount(r.revenue, SHOWN_REVENUE_DIGITS).exact,
  },
  epc: ratioCell('EPC', 'epc', 'clicks', 'No clicks: EPC is not defined'),
  rpm: ratioCell('RPM', 'rpm', 'total', 'No searches: RPM is not defined'),
};

// A ratio with no divisor has no value: a dash, not 0 or NaN — in a rollup (which
// leaves it empty, rollup.ts) and in a raw row, whose server sends 0 for it.
function ratioCell(
  label: string,
  field: 'epc' | 'rpm',
  divisor: 'clicks' | 'total',
  undefinedText: string,
): CellDef {
  const undefinedIn = (r: SearchReportRow) => r[field] === '' || /^\s*(?:0+\s*)?$/.test(r[divisor]);
  return {
    label,
    format: (r) => (undefinedIn(r) ? '—' : currencyAmount(r[field], SHOWN_DIGITS[field]).text),
    exact: (r) =>
      undefinedIn(r) ? undefinedText : currencyAmount(r[field], SHOWN_DIGITS[field]).exact,
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

export { SHOWN_DIGITS, SHOWN_REVENUE_DIGITS };

/** The column definitions of the given columns, in that order (a rollup shows some). */
export function columnDefsOf(columns: readonly Column[]): ColumnDef[] {
  return columns.flatMap((id) => COLUMN_DEFS.find((column) => column.id === id) ?? []);
}
