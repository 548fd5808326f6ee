import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  envelopeSchema,
  readEnvelope,
  DateStringSchema,
  FlagSchema,
  NumberLikeSchema,
  flagLike,
  isOn,
  isRealDate,
  readErrorBody,
  toNumber,
} from './common';

describe('readErrorBody', () => {
  it('reads the reference shape {message, errors: {path: [msg]}}', () => {
    const body = {
      status: 'error',
      message: 'Validation failed',
      errors: { payout: ['Bid must be between 0.01 and 2'], geo: ['Choose at least one'] },
    };
    expect(readErrorBody(body)).toEqual({
      message: 'Validation failed',
      fieldErrors: { payout: ['Bid must be between 0.01 and 2'], geo: ['Choose at least one'] },
    });
  });

  it('wraps single string messages of the map shape in arrays', () => {
    expect(readErrorBody({ message: 'Invalid', errors: { name: 'Name is required' } })).toEqual({
      message: 'Invalid',
      fieldErrors: { name: ['Name is required'] },
    });
  });

  it('reads errors as a list of {field|path, message|msg}, joining array paths', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: [
        { field: 'payout', message: 'Too low' },
        { field: 'payout', message: 'Must be a number' },
        { path: ['bidControl', 0, 'bid'], message: 'Bid is required' },
        { path: 'name', msg: 'Name is required' },
        { field: 'geo' },
      ],
    };
    expect(readErrorBody(body)).toEqual({
      message: 'The given data was invalid.',
      fieldErrors: {
        payout: ['Too low', 'Must be a number'],
        'bidControl.0.bid': ['Bid is required'],
        name: ['Name is required'],
      },
    });
  });

  it('reads either shape nested under data, taking the message from there too', () => {
    expect(
      readErrorBody({
        status: 'error',
        data: { message: 'Invalid campaign', errors: { title: ['Too long'] } },
      }),
    ).toEqual({ message: 'Invalid campaign', fieldErrors: { title: ['Too long'] } });
    expect(
      readErrorBody({
        message: 'Unprocessable',
        data: { errors: [{ field: 'website', message: 'Bad URL' }] },
      }),
    ).toEqual({ message: 'Unprocessable', fieldErrors: { website: ['Bad URL'] } });
  });

  it('reads a data object that is itself the field map', () => {
    expect(readErrorBody({ message: 'Invalid', data: { d_revenue: ['At least 10'] } })).toEqual({
      message: 'Invalid',
      fieldErrors: { d_revenue: ['At least 10'] },
    });
  });

  it('falls back to the message alone', () => {
    expect(readErrorBody({ status: 'error', message: 'Insufficient balance' })).toEqual({
      message: 'Insufficient balance',
      fieldErrors: {},
    });
    expect(readErrorBody({ error: 'Unauthorized' })).toEqual({
      message: 'Unauthorized',
      fieldErrors: {},
    });
    expect(readErrorBody({ message: 'Oops', errors: 42 })).toEqual({
      message: 'Oops',
      fieldErrors: {},
    });
  });

  it('takes a plain-text body as the message and ignores empty or non-object bodies', () => {
    expect(readErrorBody('  Bad Gateway \n')).toEqual({ message: 'Bad Gateway', fieldErrors: {} });
    expect(readErrorBody('')).toEqual({ message: undefined, fieldErrors: {} });
    expect(readErrorBody(null)).toEqual({ message: undefined, fieldErrors: {} });
    expect(readErrorBody(undefined)).toEqual({ message: undefined, fieldErrors: {} });
  });
});

describe('toNumber', () => {
  it.each([
    [0.05, 0.05],
    ['0.05', 0.05],
    [' 12 ', 12],
    ['-3', -3],
    [true, 1],
    [false, 0],
  ])('reads %j as %j', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', null, undefined, {}, []])('reads %j as NaN', (input) => {
    expect(toNumber(input)).toBeNaN();
  });
});

describe('isOn', () => {
  it.each([true, 1, '1'])('%j is on', (flag) => expect(isOn(flag)).toBe(true));
  it.each([false, 0, '0', 2, 'true', 'yes', null, undefined])('%j is off', (flag) =>
    expect(isOn(flag)).toBe(false),
  );
});

describe('flagLike', () => {
  it('writes a toggled flag back in the JSON type it arrived in', () => {
    expect(flagLike(true, false)).toBe(false);
    expect(flagLike(false, true)).toBe(true);
    expect(flagLike('0', true)).toBe('1');
    expect(flagLike('1', false)).toBe('0');
    expect(flagLike(0, true)).toBe(1);
    expect(flagLike(1, false)).toBe(0);
  });

  it('uses 0/1, the contract type, when there was no previous value', () => {
    expect(flagLike(undefined, true)).toBe(1);
    expect(flagLike(null, false)).toBe(0);
  });
});

describe('isRealDate and DateStringSchema', () => {
  it.each(['2024-02-29', '2025-12-31', '1999-01-01', '2000-02-29', '0050-01-01'])(
    '%s is a calendar date',
    (value) => {
      expect(isRealDate(value)).toBe(true);
      expect(DateStringSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-01',
    ' 2024-01-01',
    '01.02.2024',
    '1900-02-29',
    '2025-02-30',
    '2024-01-01T00:00:00Z',
    '2024-01-01 ',
    '',
  ])('%s is not', (value) => {
    expect(isRealDate(value)).toBe(false);
    expect(DateStringSchema.safeParse(value).success).toBe(false);
  });
});

describe('isRealDate beyond strings', () => {
  it.each([null, undefined, 20240101, new Date('2024-01-01'), ['2024-01-01']])(
    '%s is not a date',
    (value) => expect(isRealDate(value)).toBe(false),
  );
});

describe('tolerant wire schemas', () => {
  it('NumberLike takes numbers and numeric strings only', () => {
    for (const ok of [1, 0.5, '0.05', '-2', ' 3 '])
      expect(NumberLikeSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['1e3', 'abc', '', true, null])
      expect(NumberLikeSchema.safeParse(bad).success).toBe(false);
  });

  it('Flag takes 0/1, booleans and "0"/"1" only', () => {
    for (const ok of [0, 1, true, false, '0', '1'])
      expect(FlagSchema.safeParse(ok).success).toBe(true);
    for (const bad of [2, 'true', null]) expect(FlagSchema.safeParse(bad).success).toBe(false);
  });
});

describe('readEnvelope and envelopeSchema', () => {
  // The client reads the envelope with readEnvelope, then the data with its own schema.
  const data = z.object({ n: z.number() });
  const schema = envelopeSchema(data);
  it.each([
    [{ status: 'success', data: { n: 1 } }],
    [{ status: 'success', message: 'ok', data: { n: 2 } }],
    [{ status: 'success' }],
    [{ status: 'success', extra: true, data: { n: 'three' } }],
    [{ status: 1, data: { n: 1 } }],
    [{ data: { n: 1 } }],
    [{ status: 'success', message: 5, data: { n: 1 } }],
    [null],
    [[{ status: 'success' }]],
    ['success'],
  ])('agree on %j', (json) => {
    const reading = readEnvelope(json);
    const read = reading.ok ? data.safeParse(reading.data) : undefined;
    const parsed = schema.safeParse(json);
    expect(reading.ok && read?.success).toBe(parsed.success);
    if (parsed.success) {
      expect(
        reading.ok && { status: reading.status, message: reading.message, data: read?.data },
      ).toEqual(parsed.data);
    } else {
      const issue = parsed.error.issues[0];
      const mine = reading.ok
        ? {
            path: ['data', ...(read?.error?.issues[0]?.path ?? [])],
            message: read?.error?.issues[0]?.message,
          }
        : { path: reading.path, message: reading.message };
      expect(mine).toEqual({ path: issue?.path, message: issue?.message });
    }
  });
});
