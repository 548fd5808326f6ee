import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideDecimals, fromUnits, sumDecimals, toUnits } from './decimal';

const tenDigitDecimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 14n }))
  .map(([negative, units]) => {
    const digits = units.toString().padStart(11, '0');
    const text = `${digits.slice(0, -10)}.${digits.slice(-10)}`;
    return { text: negative && units > 0n ? `-${text}` : text, units: negative ? -units : units };
  });

describe('toUnits: the one reader of decimal strings', () => {
  it('reads signs, a bare point and surrounding spaces, truncating past the scale', () => {
    expect(toUnits('12.34', 4)).toBe(123400n);
    expect(toUnits('-0.5', 2)).toBe(-50n);
    expect(toUnits('+7', 1)).toBe(70n);
    expect(toUnits(' 3. ', 2)).toBe(300n);
    expect(toUnits('.25', 2)).toBe(25n);
    expect(toUnits('0.129', 2)).toBe(12n);
    expect(toUnits('-0.129', 2)).toBe(-12n);
    expect(toUnits('9007199254740993.5', 1)).toBe(90071992547409935n);
  });

  it.each(['', '.', '-', 'x', '1e3', '1,5', '1.2.3', '--1', '0x10'])('refuses %j', (text) => {
    expect(() => toUnits(text, 2)).toThrow(/Not a decimal/);
  });

  it('round-trips with fromUnits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.nat(12),
        (units, scale) => {
          expect(toUnits(fromUnits(units, scale), scale)).toBe(units);
        },
      ),
    );
  });
});

describe('sumDecimals', () => {
  it('equals a BigInt reference for random 10-digit decimals', () => {
    fc.assert(
      fc.property(fc.array(tenDigitDecimal, { maxLength: 60 }), (values) => {
        const reference = values.reduce((sum, v) => sum + v.units, 0n);
        const got = sumDecimals(
          values.map((v) => v.text),
          10,
        );
        expect(BigInt(got.replace('.', ''))).toBe(reference);
        expect(got).toMatch(/^-?\d+\.\d{10}$/);
      }),
      { numRuns: 600 },
    );
  });

  it('accepts fewer fractional digits and signs', () => {
    expect(sumDecimals(['0.1', '0.2', '+1', '-0.05'], 2)).toBe('1.25');
    expect(sumDecimals(['0.1', '0.2'], 10)).toBe('0.3000000000');
    expect(sumDecimals([], 3)).toBe('0.000');
    expect(sumDecimals(['-1.5', '0.5'], 1)).toBe('-1.0');
  });
});

describe('divideDecimals', () => {
  it('rounds half up (away from zero)', () => {
    expect(divideDecimals('1', '3', 6)).toBe('0.333333');
    expect(divideDecimals('2', '3', 6)).toBe('0.666667');
    expect(divideDecimals('1', '8', 2)).toBe('0.13');
    expect(divideDecimals('-1', '8', 2)).toBe('-0.13');
    expect(divideDecimals('12.3456789012', '100', 6)).toBe('0.123457');
  });
  it('gives zero for a zero divisor', () => {
    expect(divideDecimals('5', '0', 4)).toBe('0.0000');
    expect(divideDecimals('5', '0.000', 0)).toBe('0');
  });
});
