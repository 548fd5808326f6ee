import { countryLabel } from '@/lib/country-names';
import { formatCalendarDate } from '@/lib/format/date';
import { formatAmount, formatCurrency } from '@/lib/format/money';
import { currencyAmount } from '@/lib/format/money-cell';
import { formatPercent } from '@/lib/format/measures';
import { formatCount } from '@/lib/format/number';
import { isIdentifierColumn, isReadable, type CellValue } from './columns';

// Other non-integer values (a column the contract does not name) keep up to 6
// decimals so small amounts do not read as 0.00.
const OTHER_MAX_DIGITS = 6;

/**
 * Money columns (gross_revenue, net_revenue, and any epc/rpm a server adds):
 * shown in the configured currency in cents, so the column aligns; the exact
 * value is the cell's title (issue 26 item 8).
 */
export function isMoneyColumn(key: string): boolean {
  return /revenue|(^|_)(epc|rpm)$/.test(key);
}

/** A cell as the XML table, totals line and chart show it, in the reader's locale. */
export function formatCell(key: string, value: CellValue): string {
  if (value === null || value === '') return key === 'subid' ? '(none)' : '—';
  if (key === 'geo' && typeof value === 'string') return countryLabel(value.toUpperCase());
  if (key === 'date' && typeof value === 'string') return formatCalendarDate(value);
  if (typeof value !== 'number') return value;
  // An id is written as sent: tid 1234 is not "1,234".
  if (isIdentifierColumn(key)) return String(value);
  if (!isReadable(value)) return '—';
  if (key === 'ctr') return formatPercent(value);
  if (isMoneyColumn(key)) return formatCurrency(value);
  return Number.isInteger(value) ? formatCount(value) : formatAmount(value, OTHER_MAX_DIGITS);
}

/** The exact value of a money cell shown rounded ("Exact: 0.123456"), else undefined. */
export function exactCell(key: string, value: CellValue): string | undefined {
  return isMoneyColumn(key) && isReadable(value) ? currencyAmount(value).exact : undefined;
}
