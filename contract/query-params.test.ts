import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  dayParam,
  listParam,
  oneOfParam,
  queryRecord,
  required,
  textParam,
  wholeNumberItem,
  wholeNumberParam,
  withDefault,
} from './query-params';

/** One parameter read through an object, as the query schemas do; errors are its messages. */
function read<S extends z.ZodMiniType>(schema: S, value: string | string[] | undefined) {
  const parsed = z.object({ p: schema }).safeParse(value === undefined ? {} : { p: value });
  return parsed.success
    ? { ok: (parsed.data as { p?: unknown }).p }
    : { errors: parsed.error.issues.map((issue) => issue.message) };
}

describe('queryRecord', () => {
  it('gives one string per name and an array for a repeated name, as Hono does', () => {
    expect(queryRecord(new URLSearchParams('a=1&b=&c=x&c=y&a2=%20'))).toEqual({
      a: '1',
      b: '',
      c: ['x', 'y'],
      a2: ' ',
    });
  });
});

describe('the rules every parameter shares', () => {
  const page = wholeNumberParam('p', { min: 1 });
  const params = [page, oneOfParam('p', ['a', 'b']), textParam('p')];

  it('takes a blank value as absent', () => {
    for (const schema of params) {
      expect(read(schema, '')).toEqual({ ok: undefined });
      expect(read(schema, '  ')).toEqual({ ok: undefined });
      expect(read(schema, undefined)).toEqual({ ok: undefined });
    }
    expect(read(withDefault(page, 7), '')).toEqual({ ok: 7 });
    expect(read(required(page, 'p is required'), ' ')).toEqual({
      errors: ['p is required'],
    });
  });

  it('refuses a single-valued parameter given twice, with one message', () => {
    for (const schema of params)
      expect(read(schema, ['1', '2'])).toEqual({ errors: ['p must be given once'] });
  });
});

describe('wholeNumberParam', () => {
  const status = wholeNumberParam('status', { min: 0, max: 4 });
  const page = wholeNumberParam('page', { min: 1 });
  const tid = wholeNumberParam('tid', { min: 1, message: 'tid must be a positive whole number' });

  it('reads decimal digits, with spaces, a sign or leading zeros', () => {
    expect(read(status, ' 3 ')).toEqual({ ok: 3 });
    expect(read(tid, '0501')).toEqual({ ok: 501 });
    expect(read(wholeNumberParam('n', { min: -5 }), '-5')).toEqual({ ok: -5 });
  });

  it('gives one message per way of being wrong, or the one message given', () => {
    expect(read(status, '1.5')).toEqual({ errors: ['status must be a whole number'] });
    expect(read(status, '5')).toEqual({ errors: ['status must be between 0 and 4'] });
    expect(read(page, '0')).toEqual({ errors: ['page must be at least 1'] });
    for (const text of ['x', '0', '-1', '1e3', '0x10', '+1', '9007199254740992'])
      expect(read(tid, text)).toEqual({ errors: ['tid must be a positive whole number'] });
  });

  it('refuses a long run of spaces before a wrong character in one pass', () => {
    // The old pattern split the spaces every way before failing: 200,000 took minutes.
    expect(read(page, `${' '.repeat(200_000)}x`)).toEqual({
      errors: ['page must be a whole number'],
    });
    expect(read(page, `${' '.repeat(200_000)}7${' '.repeat(200_000)}`)).toEqual({ ok: 7 });
    expect(read(page, `7${' '.repeat(200_000)}x`)).toEqual({
      errors: ['page must be a whole number'],
    });
  });

  it('accepts exactly the integers a JSON number holds exactly', () => {
    expect(read(page, String(Number.MAX_SAFE_INTEGER))).toEqual({ ok: Number.MAX_SAFE_INTEGER });
    expect(read(page, '9007199254740993')).toEqual({
      errors: ['page must be at most 9007199254740991'],
    });
  });

  it('reads back every safe integer in range as written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(read(page, String(n))).toEqual({ ok: n });
      }),
    );
  });
});

describe('oneOfParam and textParam', () => {
  it('takes keywords exactly as written', () => {
    const order = oneOfParam('order', ['asc', 'desc']);
    expect(read(order, 'asc')).toEqual({ ok: 'asc' });
    for (const text of ['ASC', ' asc', 'up'])
      expect(read(order, text)).toEqual({ errors: ['order must be one of: asc, desc'] });
  });

  it('keeps free text as given', () => {
    expect(read(textParam('query'), ' a,b ')).toEqual({ ok: ' a,b ' });
  });
});

describe('dayParam', () => {
  const from = dayParam('date_from');

  it('takes a real calendar day, spaces around it ignored', () => {
    expect(read(from, ' 2024-02-29 ')).toEqual({ ok: '2024-02-29' });
  });

  it('is required, and names the format otherwise', () => {
    expect(read(from, undefined)).toEqual({
      errors: ['date_from is required (YYYY-MM-DD)'],
    });
    for (const text of ['2023-02-29', '2026-11-1', '20261101', 'today'])
      expect(read(from, text)).toEqual({
        errors: ['date_from must be a date in the format YYYY-MM-DD'],
      });
  });
});

describe('listParam', () => {
  const types = listParam(wholeNumberItem('types'));

  it('reads repeated and comma-joined values as one list; no value is absent', () => {
    expect(read(types, ['1', '3,7'])).toEqual({ ok: [1, 3, 7] });
    expect(read(types, '1, 3')).toEqual({ ok: [1, 3] });
    expect(read(types, ['', ' , '])).toEqual({ ok: undefined });
    expect(read(types, '-1,0')).toEqual({ ok: [-1, 0] });
  });

  it('names each bad element under the parameter', () => {
    expect(read(types, ['1', 'x', '2.5'])).toEqual({
      errors: ['types must be whole numbers, got "x"', 'types must be whole numbers, got "2.5"'],
    });
  });
});
