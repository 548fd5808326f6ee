import { formatCurrency, isAmount, MONEY_DIGITS, roundedAmount } from './money';

// Kept out of money.ts (the "format" chunk every page loads): only the reports use it.

export interface MoneyText {
  text: string;
  /** "Exact: 12.345678", when `text` is rounded. */
  exact?: string;
}

/**
 * An amount as a money cell shows it (formatCurrency), and the exact contract
 * value when the shown one is rounded, for the cell's title and accessible
 * description (issue 26 item 8).
 */
export function currencyAmount(value: number | string, digits = MONEY_DIGITS): MoneyText {
  if (!isAmount(value)) return { text: formatCurrency(value, digits) };
  const { exact } = roundedAmount(value, digits);
  return {
    text: formatCurrency(value, digits),
    ...(exact !== undefined && { exact: `Exact: ${exact}` }),
  };
}
