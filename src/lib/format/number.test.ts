import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import { formatCount, formatCountOf } from './number';

afterEach(() => setFormatLocale(undefined));

describe('formatCount', () => {
  it('groups counts in the locale, integer strings exactly however long', () => {
    setFormatLocale('en-US');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('9007199254740993')).toBe('9,007,199,254,740,993');
    setFormatLocale('de-DE');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount('9007199254740993')).toBe('9.007.199.254.740.993');
  });

  it('shows text that is no integer as it is, and a non-finite number as a dash', () => {
    setFormatLocale('en-US');
    expect(formatCount('n/a')).toBe('n/a');
    expect(formatCount(Number.NaN)).toBe('—');
  });

  it('says the noun in the singular only for one', () => {
    setFormatLocale('de-DE');
    expect(formatCountOf(1, 'row', 'rows')).toBe('1 row');
    expect(formatCountOf(5000, 'row', 'rows')).toBe('5.000 rows');
  });
});
