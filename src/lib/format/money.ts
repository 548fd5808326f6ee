import { displayCurrency } from './currency';
import { perLocale } from './locale';
import { trimEnd } from '../trim-end';

/**
 * Amounts carry no currency code in the contract, so they are shown as plain
 * numbers in the reader's locale. Budgets, spend and balances are in cents
 * (2 decimals, docs/decisions/004); bids go down to 0.001 (CPV).
 */
export const MONEY_DIGITS = 2;
const BID_MAX_DIGITS = 4;
// Intl's ceiling; every amount of the contract has fewer digits (revenue has 10).
const ALL_DIGITS = 20;

type Amount = number | string;

// String inputs are formatted as exact decimals (Intl.NumberFormat v3), rounded half
// away from zero; 'negative' never shows a minus on a value that rounds to zero.
// With a currency, in its style ("$1,234.50" / "1.234,50 $"; decision 051).
const fixedFormats = new Map<string, () => Intl.NumberFormat>();
function decimals(min: number, max: number, currency?: string): Intl.NumberFormat {
  const key = `${min}-${max}-${currency}`;
  let format = fixedFormats.get(key);
  if (!format) {
    format = perLocale(
      (locale) =>
        new Intl.NumberFormat(locale, {
          minimumFractionDigits: min,
          maximumFractionDigits: max,
          signDisplay: 'negative',
          ...(currency && { style: 'currency', currency }),
        }),
    );
    fixedFormats.set(key, format);
  }
  return format();
}

const DECIMAL_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A finite number, or a plain decimal string ("12.34", no exponent or grouping). */
export function isAmount(value: unknown): value is Amount {
  return typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && DECIMAL_TEXT.test(value);
}

function format(value: Amount, min: number, max: number, currency?: string): string {
  if (!isAmount(value)) return typeof value === 'string' ? value : '—';
  return decimals(min, max, currency).format(
    typeof value === 'string' ? (value.trim() as `${number}`) : value,
  );
}

/** An amount to `digits` decimals (2 by default): "1,234.50" / "1.234,50". */
export function formatMoney(value: Amount, digits = MONEY_DIGITS): string {
  return format(value, digits, digits);
}

/** An amount with at least 2 and at most `maxDigits` (2 or more) decimals. */
export function formatAmount(value: Amount, maxDigits: number): string {
  return format(value, MONEY_DIGITS, maxDigits);
}

/** A bid: at least 2, up to 4 decimals. */
export function formatBid(value: Amount): string {
  return format(value, MONEY_DIGITS, BID_MAX_DIGITS);
}

/** Every digit the amount has, at least 2: for lists of what changes, where rounding would hide an edit. */
export function formatExactAmount(value: Amount): string {
  return format(value, MONEY_DIGITS, ALL_DIGITS);
}

/**
 * An amount shown to `digits` decimals, and its exact value when the rounding
 * changed it (for a `title` or an "exact" line): 12.5000000000 at 4 digits is
 * exactly 12.5000 and needs none.
 */
export function roundedAmount(value: Amount, digits: number): { text: string; exact?: string } {
  const text = formatMoney(value, digits);
  const exact = format(value, digits, ALL_DIGITS);
  return { text, exact: exact === text ? undefined : exact };
}

/** An amount in the configured currency at exactly `digits` decimals (2: cents). */
export function formatCurrency(value: Amount, digits = MONEY_DIGITS): string {
  return format(value, digits, digits, displayCurrency());
}

/**
 * Decimals of a bid column: as many as the bids on screen need (a CPV bid of
 * 0.001 needs 3), at least 2 and at most 4, the same for every row so they align.
 */
export function bidDigits(values: readonly unknown[]): number {
  let digits = MONEY_DIGITS;
  for (const value of values) {
    if (!isAmount(value)) continue;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (/e/i.test(text)) return BID_MAX_DIGITS;
    const fraction = trimEnd(text.split('.')[1] ?? '', (c) => c === '0').length;
    digits = Math.max(digits, Math.min(fraction, BID_MAX_DIGITS));
  }
  return digits;
}

/** The budget settings of a campaign: `d_revenue` (daily) and `t_revenue` (total). */
export type BudgetKey = 'd_revenue' | 't_revenue';

/**
 * A budget setting as people read it: the contract's total budget of 0 means
 * unlimited, so it says "Unlimited"; every other value (a daily budget of 0
 * too) is an amount. One rule for the table, the review lists and the change log.
 */
export function formatBudget(
  key: BudgetKey,
  value: Amount,
  amount: (value: Amount) => string = formatMoney,
): string {
  return key === 't_revenue' && isAmount(value) && Number(value) === 0
    ? 'Unlimited'
    : amount(value);
}
