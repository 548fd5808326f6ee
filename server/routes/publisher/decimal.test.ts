import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedQuotient as divRound } from '@contract/decimal';
import { formatMicros } from './decimal';

describe('report decimals', () => {
  it('formats micro-units with a fixed number of fractional digits', () => {
    expect(formatMicros(12_345_678n, 10)).toBe('12.3456780000');
    expect(formatMicros(0n, 6)).toBe('0.000000');
    expect(formatMicros(5n, 6)).toBe('0.000005');
    expect(formatMicros(1_999_999_500n, 2)).toBe('2000.00');
    expect(formatMicros(9_007_199_254_740_993_123n, 10)).toBe('9007199254740.9931230000');
  });

  it('rounds division half up and treats a zero divisor as no value', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(10n, 0n)).toBe(0n);
  });

  it('agrees with exact rational arithmetic for any amount and count', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 7n }),
        (micros, clicks) => {
          const q = divRound(micros, clicks);
          // q is the nearest integer: |micros/clicks - q| <= 1/2, ties up.
          expect(
            2n * micros >= (2n * q - 1n) * clicks && 2n * micros < (2n * q + 1n) * clicks,
          ).toBe(true);
          expect(formatMicros(micros, 10)).toMatch(/^\d+\.\d{10}$/);
        },
      ),
    );
  });
});
