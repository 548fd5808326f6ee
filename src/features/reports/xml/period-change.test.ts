import { describe, expect, it } from 'vitest';
import { periodChange } from './period-change';

describe('periodChange', () => {
  it('says up or down with the change relative to the previous value', () => {
    expect(periodChange(1125, 1000)).toEqual({ direction: 'up', ratio: '0.125000' });
    expect(periodChange(970, 1000)).toEqual({ direction: 'down', ratio: '0.030000' });
  });

  it('says "none" when nothing changed, also at zero', () => {
    expect(periodChange(12.5, 12.5)).toEqual({ direction: 'none' });
    expect(periodChange(0, 0)).toEqual({ direction: 'none' });
  });

  it('gives no percentage when the previous period had 0', () => {
    expect(periodChange(5, 0)).toEqual({ direction: 'new' });
  });

  it('computes money on exact decimals, not floats', () => {
    // As floats, 0.3 - 0.1 is 0.19999999999999998 and the ratio 1.9999999999999998.
    expect(periodChange(0.3, 0.1)).toEqual({ direction: 'up', ratio: '2.000000' });
    expect(periodChange('0.0000010000', '0.000003')).toEqual({
      direction: 'down',
      ratio: '0.666667',
    });
    expect(periodChange('1234.5678901234', '1234.5678901233')).toEqual({
      direction: 'up',
      ratio: '0.000000',
    });
  });

  it('is unknown when a value is missing or not a number', () => {
    expect(periodChange(null, 3)).toEqual({ direction: 'unknown' });
    expect(periodChange(3, 'n/a')).toEqual({ direction: 'unknown' });
    // toFixed writes these as "Infinity" and "1e+21", which are no decimals.
    expect(periodChange(Infinity, 3)).toEqual({ direction: 'unknown' });
    expect(periodChange(3, 1e21)).toEqual({ direction: 'unknown' });
  });
});
