import { describe, expect, it } from 'vitest';
import { observingRaw, searchSchema } from './search-schema';
import {
  asList,
  intLike,
  keysOf,
  matching,
  onOff,
  oneOf,
  positiveInt,
  shortText,
  textLike,
} from './search-values';

describe('URL value readers', () => {
  it('reads whole numbers from numbers and digit text only', () => {
    expect([7, '7', ' 12 ', '0', 0].map(intLike)).toEqual([7, 7, 12, 0, 0]);
    for (const bad of ['1.5', 1.5, '-1', '', 'x', true, null, [1], '9'.repeat(20), Number.NaN])
      expect(intLike(bad)).toBeUndefined();
    expect([1, '3', 0, '0', -2].map(positiveInt)).toEqual([1, 3, undefined, undefined, undefined]);
  });

  it('takes one of a set, text of a pattern or length, and on/off', () => {
    const order = oneOf(['asc', 'desc']);
    expect([order('asc'), order('ASC'), order(1)]).toEqual(['asc', undefined, undefined]);
    expect([matching(/^[a-z]+$/)('abc'), matching(/^[a-z]+$/)('ab1')]).toEqual(['abc', undefined]);
    expect([shortText(3)('abc'), shortText(3)('abcd'), shortText(3)(5)]).toEqual([
      'abc',
      undefined,
      undefined,
    ]);
    expect([true, 'true', '1', false, 'false', '0', 1, 'yes'].map(onOff)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      undefined,
      undefined,
    ]);
    expect([textLike('a '), textLike(12), textLike(false), textLike({})]).toEqual([
      'a ',
      '12',
      'false',
      undefined,
    ]);
  });

  it('reads a list from repeats, commas or one value', () => {
    expect(asList(['1', '3'])).toEqual(['1', '3']);
    expect(asList('1,,3')).toEqual(['1', '3']);
    expect(asList(5)).toEqual([5]);
    expect(keysOf({ b: 'x' }, { a: 1, b: undefined, c: undefined })).toStrictEqual({
      a: 1,
      b: undefined,
    });
  });
});

describe('searchSchema', () => {
  const schema = searchSchema<{ n?: number }, { n: number }>((raw) => ({
    n: positiveInt(raw.n) ?? 1,
  }));

  it('is a Standard Schema the router reads: a search object always validates', () => {
    expect(schema['~standard'].validate({ n: '4' })).toEqual({ value: { n: 4 } });
    expect(schema['~standard'].validate({ n: 'x' })).toEqual({ value: { n: 1 } });
    expect(schema['~standard'].validate('n=4')).toHaveProperty('issues');
    expect(schema.safeParse(null)).toEqual({ success: false });
    expect(schema.parse(undefined)).toEqual({ n: 1 });
  });

  it('shows an observer the raw search before validating it', () => {
    const seen: unknown[] = [];
    const observed = observingRaw(schema, (raw) => seen.push(raw));
    expect(observed['~standard'].validate({ n: '2', extra: 'y' })).toEqual({ value: { n: 2 } });
    expect(seen).toEqual([{ n: '2', extra: 'y' }]);
  });
});
