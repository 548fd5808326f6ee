import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import { formatBytes, formatChangePercent, formatCompact, formatPercent } from './measures';

afterEach(() => setFormatLocale(undefined));

describe('formatPercent, formatBytes and formatCompact', () => {
  it('use the decimal mark of the locale', () => {
    setFormatLocale('de-DE');
    expect(formatCompact(2_500_000)).toMatch(/^2,5\sMio\.$/);
    expect(formatPercent(0.0123)).toMatch(/^1,23\s%$/);
    expect(formatBytes(1500)).toBe('1,5 kB');
    setFormatLocale('en-US');
    expect(formatPercent(0.0123)).toBe('1.23%');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(2_345_678)).toBe('2.3 MB');
    expect(formatCompact(1500)).toBe('1.5K');
  });
});

describe('formatChangePercent', () => {
  it('rounds an exact decimal ratio to one decimal in the locale', () => {
    setFormatLocale('en-US');
    expect(formatChangePercent('0.125000')).toBe('12.5%');
    expect(formatChangePercent('0.000049')).toBe('0.0%');
    expect(formatChangePercent(2)).toBe('200.0%');
    // Exact: as a float 0.1235 × 100 is 12.349999…, which would round down.
    expect(formatChangePercent('0.123500')).toBe('12.4%');
    expect(formatChangePercent('not a number')).toBe('—');
    setFormatLocale('de-DE');
    expect(formatChangePercent('0.03')).toMatch(/^3,0\s%$/);
  });
});
