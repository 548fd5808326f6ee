import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal';

describe('jsonEqual: the one deep equality of JSON values', () => {
  it.each([
    [1, 1],
    ['a', 'a'],
    [null, null],
    [0, -0],
    [
      [1, [2, { a: null }]],
      [1, [2, { a: null }]],
    ],
    [
      { a: 1, b: [true] },
      { b: [true], a: 1 },
    ],
    [{}, {}],
    [[], []],
  ])('%j equals %j', (a, b) => {
    expect(jsonEqual(a, b)).toBe(true);
    expect(jsonEqual(b, a)).toBe(true);
  });

  it.each([
    [1, '1'],
    [1, true],
    [0, false],
    ['', null],
    [null, undefined],
    [null, {}],
    [[], {}],
    [{ 0: 'a' }, ['a']],
    [
      [1, 2],
      [2, 1],
    ],
    [[1], [1, 1]],
    [{ a: 1 }, { a: 1, b: 1 }],
    [{ a: undefined }, { b: undefined }],
    [{ a: [1, { b: '2' }] }, { a: [1, { b: 2 }] }],
  ])('%j differs from %j', (a, b) => {
    expect(jsonEqual(a, b)).toBe(false);
    expect(jsonEqual(b, a)).toBe(false);
  });

  it('agrees with comparing key-sorted JSON text for any JSON value', () => {
    const canonical = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(canonical)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
            )
          : value;
    const same = (a: unknown, b: unknown) =>
      JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
    const json = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(jsonEqual(a, b)).toBe(same(a, b));
        expect(jsonEqual(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
