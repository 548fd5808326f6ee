import { countryLabel } from '@/lib/country-names';
import { formatCalendarDate } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/measures';
import { formatCount } from '@/lib/format/number';
import type { CellValue } from './columns';

// The contract gives XML revenue as a plain number of no stated precision: at least
// cents, up to 6 decimals so small per-row amounts do not read as 0.00.
const XML_MONEY_MAX_DIGITS = 6;

/** A cell as the XML table, totals line and chart show it, in the reader's locale. */
export function formatCell(key: string, value: CellValue): string {
  if (value === null || value === '') return key === 'subid' ? '(none)' : '—';
  if (key === 'geo' && typeof value === 'string') return countryLabel(value.toUpperCase());
  if (key === 'date' && typeof value === 'string') return formatCalendarDate(value);
  if (typeof value !== 'number') return value;
  if (key === 'ctr') return formatPercent(value);
  return Number.isInteger(value) ? formatCount(value) : formatAmount(value, XML_MONEY_MAX_DIGITS);
}
