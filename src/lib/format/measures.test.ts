import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import { formatBytes, formatCompact, formatPercent } from './measures';

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
