import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustDecimal, compareDecimal, plainDecimal, trimZeros } from './decimal-math';

describe('adjustDecimal', () => {
  it.each([
    ['0.05', { mode: 'percent', value: '10' }, 3, '0.055'],
    ['0.05', { mode: 'percent', value: '10' }, 2, '0.06'],
    ['0.05', { mode: 'percent', value: '-10' }, 2, '0.05'],
    ['1.005', { mode: 'percent', value: '0' }, 2, '1.01'],
    ['2', { mode: 'amount', value: '-0.25' }, 2, '1.75'],
    ['2', { mode: 'amount', value: '-3' }, 2, '-1.00'],
    ['0.10', { mode: 'set', value: '0.3' }, 2, '0.30'],
    ['50', { mode: 'percent', value: '-33.333' }, 2, '33.33'],
  ] as const)('%s changed by %j at %i digits is %s', (current, adjustment, scale, expected) => {
    expect(adjustDecimal(current, adjustment, scale)).toBe(expected);
  });

  it('matches the exact rational result within half a unit of the last digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 2, max: 6 }),
        (cents, basisPoints, scale) => {
          const current = (cents / 1000).toFixed(3);
          const percent = (basisPoints / 100).toFixed(2);
          const got = adjustDecimal(current, { mode: 'percent', value: percent }, scale);
          // Exact in integers: current * (100 + percent) / 100, scaled to 10^scale.
          const exact = (BigInt(cents) * BigInt(10_000 + basisPoints) * 10n ** BigInt(scale)) / 1n;
          const denominator = 1000n * 10_000n;
          const units = BigInt(got.replace('.', ''));
          const diff = units * denominator - exact;
          expect(2n * (diff < 0n ? -diff : diff) <= denominator).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('helpers', () => {
  it('reads wire numbers as plain decimals', () => {
    expect(plainDecimal(0.05)).toBe('0.05');
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.5e-7)).toBe('0.00000015');
    expect(plainDecimal(1e21)).toBe('1e+21');
    // The exponent's zeros are digits, not trailing zeros of a fraction.
    expect(plainDecimal(1e30)).toBe('1e+30');
    expect(plainDecimal(1.5e30)).toBe('1.5e+30');
    expect(plainDecimal(1.25e100)).toBe('1.25e+100');
    expect(plainDecimal(' 2.50 ')).toBe('2.50');
    expect(plainDecimal('abc')).toBeUndefined();
    expect(plainDecimal(null)).toBeUndefined();
  });

  it('compares exactly and trims zeros down to a minimum', () => {
    expect(compareDecimal('0.10', '0.1')).toBe(0);
    expect(compareDecimal('0.055', '0.06')).toBe(-1);
    expect(trimZeros('0.5500', 2)).toBe('0.55');
    expect(trimZeros('3.000', 0)).toBe('3');
    expect(trimZeros('0.5', 2)).toBe('0.5');
  });
});
