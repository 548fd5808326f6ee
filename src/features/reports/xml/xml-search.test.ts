import { describe, expect, it } from 'vitest';
import { presetRange, reportToday } from '../shared/date-range';
import { invalidXmlParams, XmlSearchSchema } from './xml-search';

describe('XmlSearchSchema', () => {
  it('reads a plain URL (strings only)', () => {
    expect(
      XmlSearchSchema.parse({
        tid: '501',
        from: '2025-01-01',
        to: '2025-01-31',
        groupBy: 'geo',
        compare: 'true',
        sort: 'gross_revenue',
        order: 'desc',
      }),
    ).toEqual({
      tid: 501,
      from: '2025-01-01',
      to: '2025-01-31',
      groupBy: 'geo',
      compare: true,
      sort: 'gross_revenue',
      order: 'desc',
    });
  });

  it('falls back value by value and says which ones', () => {
    const raw = {
      tid: '-3',
      from: '2025-13-01',
      to: '2025-01-31',
      groupBy: 'week',
      compare: 'x',
      sort: 'gross revenue; drop',
      order: 'up',
    };
    expect(XmlSearchSchema.parse(raw)).toEqual({
      tid: undefined,
      ...presetRange('last30', reportToday()),
      groupBy: 'day',
      compare: false,
      sort: undefined,
      order: 'asc',
    });
    expect(invalidXmlParams(raw)).toEqual(['from', 'tid', 'groupBy', 'compare', 'sort', 'order']);
    // A repeated key is no sort either.
    expect(XmlSearchSchema.parse({ sort: ['date', 'geo'] }).sort).toBeUndefined();
    expect(invalidXmlParams({ sort: ['date', 'geo'] })).toEqual(['sort']);
    expect(invalidXmlParams({})).toEqual([]);
  });
});
