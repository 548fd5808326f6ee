import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUnits } from '@contract/decimal';
import { ExactSum, integerNumber, scaledNumber, toInteger, toScaled } from './fixed-decimal';

// Decimal-looking text, right and wrong: signs, points, spaces, long digit runs.
const decimalText = fc.oneof(
  fc.stringMatching(/^-?\d{0,12}(\.\d{0,12})?$/),
  fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', ' ', 'e'), maxLength: 20 }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
);

describe('scaledNumber', () => {
  it('is toScaled as a number wherever it answers', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 10 }), (text, scale) => {
        const fast = scaledNumber(text, scale);
        if (fast === undefined) return;
        expect(BigInt(fast)).toBe(toScaled(text, scale));
        // sumDecimals reads the same text to the same units.
        expect(BigInt(fast)).toBe(toUnits(text, scale));
        expect(Number.isSafeInteger(fast)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('answers for the decimals the API sends, and not for others', () => {
    expect(scaledNumber('12.3456789012', 10)).toBe(123456789012);
    expect(scaledNumber('-0.5', 2)).toBe(-50);
    expect(scaledNumber('7', 6)).toBe(7_000_000);
    expect(scaledNumber('1.23456789', 4)).toBe(12345);
    expect(scaledNumber('9007199254.7409930001', 10)).toBeUndefined();
    expect(scaledNumber(' 1.5', 2)).toBeUndefined();
    expect(scaledNumber('+1.5', 2)).toBeUndefined();
    expect(scaledNumber('.', 2)).toBeUndefined();
    expect(scaledNumber('', 2)).toBeUndefined();
  });
});

describe('integerNumber', () => {
  it('is toInteger as a number wherever it answers', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const fast = integerNumber(text);
        if (fast === undefined) return;
        expect(BigInt(fast)).toBe(toInteger(text));
      }),
      { numRuns: 5000 },
    );
    expect(integerNumber('4899')).toBe(4899);
    expect(integerNumber('4.5')).toBeUndefined();
    expect(integerNumber('1234567890123456')).toBeUndefined();
  });
});

describe('ExactSum', () => {
  it('equals a bigint sum, also past 2^53', () => {
    const big = 10n ** 15n - 1n;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }),
            fc.constantFrom(1e15 - 1, -(1e15 - 1)),
            fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
          ),
          { maxLength: 200 },
        ),
        (values) => {
          const sum = new ExactSum();
          let reference = 0n;
          for (const value of values) {
            if (typeof value === 'bigint') sum.addBig(value);
            else sum.add(value);
            reference += BigInt(value);
          }
          expect(sum.value).toBe(reference);
        },
      ),
    );
    const sum = new ExactSum();
    for (let i = 0; i < 100; i++) sum.add(Number(big));
    expect(sum.value).toBe(big * 100n);
  });
});
