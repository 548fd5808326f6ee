import { describe, expect, it } from 'vitest';
import { presetRange, reportToday } from './date-range';
import { invalidRangeParams, RangeSearchSchema } from './range-search';

describe('RangeSearchSchema', () => {
  const fallback = presetRange('last30', reportToday());
  it('keeps a valid range', () => {
    expect(RangeSearchSchema.parse({ from: '2025-01-01', to: '2025-01-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });
  it.each([
    [{}, []],
    [{ from: '2025-02-30', to: '2025-03-01' }, ['from']],
    [{ from: '2025-03-02', to: '2025-03-01' }, ['from', 'to']],
    [{ from: '2025-03-01' }, ['to']],
    [{ from: 'x', to: 5 }, ['from', 'to']],
  ])('falls back to the last 30 days for %j', (raw, reset) => {
    expect(RangeSearchSchema.parse(raw)).toEqual(fallback);
    expect(invalidRangeParams(raw)).toEqual(reset);
  });
});
