import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchRow } from '@/testing/search-rows';
import { divideDecimals, sumDecimals } from '@contract/decimal';
import { COLUMN_DEFS } from './columns';
import { csvCells } from './search-view-csv';
import { createRowModel } from './row-model';
import { rollUp, rollupColumns, rollupSort } from './rollup';
import { computeTotals } from './totals';

const row = searchRow;

const rows = [
  row({
    geo: 'DE',
    total: '1000',
    monetized: '10',
    clicks: '3',
    revenue: '0.1000000000',
    epc: '0.033333',
    rpm: '0.100000',
  }),
  row({ geo: 'US', feed: 902, total: '7', clicks: '1', revenue: '5.0000000000' }),
  row({
    geo: 'DE',
    date: '2026-11-02',
    total: '2000',
    monetized: '5',
    clicks: '1',
    revenue: '0.2000000000',
    epc: '0.200000',
    rpm: '0.100000',
  }),
  row({ geo: 'BR', date: '2026-11-02', total: '0', clicks: '0', revenue: '0.0000000000' }),
];
const all = () => rows.keys();

describe('rollUp', () => {
  it('sums exactly: 0.1 + 0.2 is 0.3, counts as integers', () => {
    const byCountry = rollUp(rows, all(), 'geo');
    expect(byCountry.map((r) => r.geo)).toEqual(['DE', 'US', 'BR']);
    expect(byCountry[0]).toMatchObject({
      geo: 'DE',
      total: '3000',
      monetized: '15',
      clicks: '4',
      revenue: '0.3000000000',
    });
  });

  it('recomputes EPC and RPM from the sums, never as an average of the rows', () => {
    const [de] = rollUp(rows, all(), 'geo');
    // 0.3 / 4 clicks, not (0.033333 + 0.2) / 2 = 0.116667.
    expect(de?.epc).toBe('0.075000');
    // 0.3 / 3000 searches * 1000, not the rows' 0.1 averaged (which happens to agree) ...
    expect(de?.rpm).toBe('0.100000');
    const [us] = rollUp(rows, [1], 'geo');
    // ... and 5 / 7 * 1000 rounded half away from zero at 6 digits.
    expect(us?.rpm).toBe('714.285714');
  });

  it('leaves a ratio empty when its divisor sums to zero, and the cell shows a dash', () => {
    const brazil = rollUp(rows, all(), 'geo').find((r) => r.geo === 'BR');
    expect(brazil).toMatchObject({ clicks: '0', epc: '', total: '0', rpm: '' });
    const epc = COLUMN_DEFS.find((c) => c.id === 'epc');
    expect(epc?.format(brazil!)).toBe('—');
    expect(epc?.exact?.(brazil!)).toBe('No clicks: EPC is not defined');
    // The CSV cell is empty, not NaN or Infinity.
    expect(csvCells(brazil!, rollupColumns('geo'))).toEqual([
      'BR',
      '0',
      '0',
      '0',
      '0.0000000000',
      '',
      '',
    ]);
  });

  it('groups by date, feed and sub ID, only the rows given (the filtered view)', () => {
    expect(rollUp(rows, all(), 'date').map((r) => [r.date, r.total])).toEqual([
      ['2026-11-01', '1007'],
      ['2026-11-02', '2000'],
    ]);
    expect(rollUp(rows, all(), 'feed').map((r) => [r.feed, r.clicks])).toEqual([
      [901, '4'],
      [902, '1'],
    ]);
    expect(rollUp(rows, [0, 2], 'subid').map((r) => [r.subid, r.revenue])).toEqual([
      ['', '0.3000000000'],
    ]);
  });

  it('sorts by any shown column with the table sort; a hidden one falls back to the group', () => {
    const byCountry = rollUp(rows, all(), 'geo');
    const model = createRowModel(byCountry);
    expect([...model.order('revenue', 'desc')].map((i) => byCountry[i]?.geo)).toEqual([
      'US',
      'DE',
      'BR',
    ]);
    expect(rollupSort('geo', 'revenue', 'desc')).toEqual({ sort: 'revenue', order: 'desc' });
    expect(rollupSort('geo', 'date', 'desc')).toEqual({ sort: 'geo', order: 'asc' });
    expect(rollupColumns('subid')).toEqual([
      'subid',
      'total',
      'monetized',
      'clicks',
      'revenue',
      'epc',
      'rpm',
    ]);
  });

  it('adds up to the totals of the same rows, for any rows (property)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.boolean())
      .map(([units, big]) => {
        const text = (big ? units : units % 10n ** 12n).toString().padStart(11, '0');
        return `${text.slice(0, -10)}.${text.slice(-10)}`;
      });
    const arbitraryRow = fc.record({
      geo: fc.constantFrom('DE', 'US', 'FR'),
      total: fc.nat({ max: 10 ** 9 }).map(String),
      clicks: fc.nat({ max: 1000 }).map(String),
      revenue: decimal,
    });
    fc.assert(
      fc.property(fc.array(arbitraryRow, { maxLength: 40 }), (parts) => {
        const data = parts.map((p) => row(p));
        const groups = rollUp(data, data.keys(), 'geo');
        const totals = computeTotals(data);
        expect(
          sumDecimals(
            groups.map((g) => g.revenue),
            10,
          ),
        ).toBe(totals.revenue);
        expect(groups.reduce((n, g) => n + BigInt(g.clicks), 0n).toString()).toBe(totals.clicks);
        for (const g of groups) {
          const own = data.filter((r) => r.geo === g.geo);
          expect(g.revenue).toBe(
            sumDecimals(
              own.map((r) => r.revenue),
              10,
            ),
          );
          const clicks = own.reduce((n, r) => n + Number(r.clicks), 0);
          expect(g.epc).toBe(clicks === 0 ? '' : divideDecimals(g.revenue, String(clicks), 6));
        }
      }),
      { numRuns: 300 },
    );
  });
});
