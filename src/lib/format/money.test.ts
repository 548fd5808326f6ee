import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, setDisplayCurrency } from './currency';
import { setFormatLocale } from './locale';
import { currencyAmount } from './money-cell';
import {
  bidDigits,
  formatCurrency,
  formatAmount,
  formatBid,
  formatBudget,
  formatExactAmount,
  formatMoney,
  roundedAmount,
} from './money';

afterEach(() => setFormatLocale(undefined));

describe('formatMoney', () => {
  it('gives 1.234,56 in German and 1,234.56 in US English', () => {
    setFormatLocale('de-DE');
    expect(formatMoney(1234.56)).toBe('1.234,56');
    setFormatLocale('en-US');
    expect(formatMoney(1234.56)).toBe('1,234.56');
  });

  it('rounds decimal strings exactly, half away from zero, without a minus on zero', () => {
    setFormatLocale('en-US');
    expect(formatMoney('9007199254740993.1234567890', 4)).toBe('9,007,199,254,740,993.1235');
    expect(formatMoney('1234567.125')).toBe('1,234,567.13');
    expect(formatMoney('-12.5', 0)).toBe('-13');
    expect(formatMoney('-0.004')).toBe('0.00');
    expect(formatMoney('0.000049', 4)).toBe('0.0000');
  });

  it('leaves what is no amount as it is, and a non-finite number as a dash', () => {
    setFormatLocale('en-US');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatBid and formatExactAmount', () => {
  it('show bids to 2–4 decimals and exact amounts with every digit', () => {
    setFormatLocale('de-DE');
    expect(formatBid(0.5)).toBe('0,50');
    expect(formatBid(0.0015)).toBe('0,0015');
    expect(formatAmount(0.1234567, 6)).toBe('0,123457');
    expect(formatExactAmount('0.555')).toBe('0,555');
    expect(formatExactAmount(12)).toBe('12,00');
  });
});

describe('roundedAmount', () => {
  it('gives the exact value only when the shown one is rounded', () => {
    setFormatLocale('de-DE');
    expect(roundedAmount('1234.5678901234', 4)).toEqual({
      text: '1.234,5679',
      exact: '1.234,5678901234',
    });
    expect(roundedAmount('12.5000000000', 4)).toEqual({ text: '12,5000', exact: undefined });
  });
});

describe('formatBudget', () => {
  it('says "Unlimited" for a total budget of 0, and 0 for a daily one', () => {
    setFormatLocale('en-US');
    expect(formatBudget('t_revenue', 0)).toBe('Unlimited');
    expect(formatBudget('t_revenue', '0.00')).toBe('Unlimited');
    expect(formatBudget('d_revenue', 0)).toBe('0.00');
    expect(formatBudget('t_revenue', 1500)).toBe('1,500.00');
    expect(formatBudget('t_revenue', '250.125', formatExactAmount)).toBe('250.125');
  });
});

describe('formatCurrency, currencyAmount and bidDigits', () => {
  afterEach(() => {
    setFormatLocale(undefined);
    setDisplayCurrency(DEFAULT_CURRENCY);
  });

  it("shows amounts in the configured currency at fixed decimals, in the reader's locale", () => {
    setFormatLocale('en-US');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('0.0500000000')).toBe('$0.05');
    expect(formatCurrency('0.001', 3)).toBe('$0.001');
    expect(formatCurrency(-0.001)).toBe('$0.00');
    setDisplayCurrency('EUR');
    setFormatLocale('de-DE');
    expect(formatCurrency('1234.5')).toBe('1.234,50\u00a0€');
    // An unknown code leaves the default.
    setDisplayCurrency('XYZ');
    setFormatLocale('en-US');
    expect(formatCurrency(2)).toBe('$2.00');
  });

  it('gives the exact value only when the shown one is rounded', () => {
    setFormatLocale('en-US');
    expect(currencyAmount('425.1800000000')).toEqual({ text: '$425.18' });
    expect(currencyAmount('0.1234567890')).toEqual({ text: '$0.12', exact: 'Exact: 0.123456789' });
    expect(currencyAmount(0.125, 4)).toEqual({ text: '$0.1250' });
  });

  it('gives a bid column the decimals its bids need, 2 to 4', () => {
    expect(bidDigits([])).toBe(2);
    expect(bidDigits([0.5, '1.20', 3])).toBe(2);
    expect(bidDigits([0.5, 0.001])).toBe(3);
    expect(bidDigits(['0.123456'])).toBe(4);
    expect(bidDigits([1e-7])).toBe(4);
    expect(bidDigits([null, 'x'])).toBe(2);
  });
});
