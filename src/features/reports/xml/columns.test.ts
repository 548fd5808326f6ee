import { describe, expect, it } from 'vitest';
import { cellOf, columnsOf, humanize, totalsOf } from './columns';

const rows = [
  { geo: 'DE', gross_requests: 1000, gross_clicks: 10, gross_revenue: 0.1, extra_thing: 'a' },
  { geo: 'US', gross_requests: 3000, gross_clicks: 90, gross_revenue: 0.2, extra_thing: 'b' },
];

describe('columns', () => {
  it('comes from the rows, key first, with readable headers', () => {
    const columns = columnsOf(rows, 'geo');
    expect(columns.map((c) => c.header)).toEqual([
      'Country',
      'Gross requests',
      'Gross clicks',
      'Gross revenue',
      'Extra thing',
      'Gross CTR',
    ]);
    expect(humanize('netRevenue')).toBe('Net revenue');
  });

  it('sums exactly and recomputes rates from the sums', () => {
    const totals = totalsOf(rows, columnsOf(rows, 'geo'));
    expect(totals.gross_revenue).toBe(0.3);
    expect(totals.gross_requests).toBe(4000);
    // 100 / 4000, not the mean of 1% and 3%.
    expect(totals.ctr).toBe(0.025);
    expect(cellOf(rows[0]!, 'ctr')).toBe(0.01);
  });
});
