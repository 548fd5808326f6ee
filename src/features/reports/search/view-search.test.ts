import { describe, expect, it } from 'vitest';
import { ReportSearchSchema } from './report-search';
import { invalidViewParams } from './view-search';

describe('ReportSearchSchema', () => {
  it('takes valid string values', () => {
    const search = ReportSearchSchema.parse({
      from: '2026-11-01',
      to: '2026-11-20',
      sid: '901',
      sort: 'revenue',
      order: 'desc',
      q: ' de ',
      group: 'geo',
    });
    expect(search).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      sid: 901,
      sort: 'revenue',
      order: 'desc',
      q: 'de',
      group: 'geo',
    });
  });

  it('falls back per parameter and reports what it reset', () => {
    const raw = { sid: '-3', sort: 'nope', order: 'up', q: '', group: 'country' };
    const search = ReportSearchSchema.parse(raw);
    expect(search).toMatchObject({
      sid: undefined,
      sort: 'date',
      order: 'asc',
      q: undefined,
      group: undefined,
    });
    expect(search.from <= search.to).toBe(true);
    expect(invalidViewParams(raw)).toEqual(['sid', 'sort', 'order', 'group']);
  });
});
