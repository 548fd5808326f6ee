import { describe, expect, it } from 'vitest';
import type { SearchReportRow } from '../../../../contract/reports';
import { toScaled } from './fixed-decimal';
import { createRowModel } from './row-model';
import { computeTotals, revenuePerDay, topCountries } from './totals';

function row(over: Partial<SearchReportRow>): SearchReportRow {
  return {
    date: '2026-11-01',
    feed: 901,
    geo: 'US',
    subid: '',
    total: '0',
    monetized: '0',
    clicks: '0',
    revenue: '0.0000000000',
    epc: '0.000000',
    rpm: '0.000000',
    ...over,
  };
}

const rows = [
  row({ geo: 'DE', subid: 'sub-a', total: '10', clicks: '3', revenue: '9007199254.7409930001' }),
  row({ geo: 'US', feed: 902, total: '9', clicks: '1', revenue: '9007199254.7409930000' }),
  row({ geo: 'BR', date: '2026-11-02', total: '100', clicks: '0', revenue: '0.1000000000' }),
];

describe('toScaled', () => {
  it('reads fixed decimals exactly', () => {
    expect(toScaled('12.34', 4)).toBe(123400n);
    expect(toScaled('-0.5', 2)).toBe(-50n);
    expect(toScaled('x', 2)).toBe(0n);
  });
});

describe('createRowModel', () => {
  it('sorts decimals exactly where floats would tie', () => {
    const model = createRowModel(rows);
    expect([...model.order('revenue', 'asc')]).toEqual([2, 1, 0]);
    expect([...model.order('revenue', 'desc')]).toEqual([0, 1, 2]);
  });

  it('sorts integer strings numerically, not as text', () => {
    expect([...createRowModel(rows).order('total', 'asc')]).toEqual([1, 0, 2]);
  });

  it('filters by country code, country name, feed and sub ID', () => {
    const model = createRowModel(rows);
    expect([...model.view('date', 'asc', 'de')]).toEqual([0]);
    expect([...model.view('date', 'asc', 'brazil')]).toEqual([2]);
    expect([...model.view('date', 'asc', '902')]).toEqual([1]);
    expect([...model.view('date', 'asc', 'SUB-A')]).toEqual([0]);
    expect([...model.view('date', 'asc', '  ')]).toEqual([0, 1, 2]);
    // "us" is the code, not the "us" inside other fields.
    expect([...createRowModel([...rows, row({ geo: 'AU' })]).view('date', 'asc', 'us')]).toEqual([
      1,
    ]);
  });
});

describe('computeTotals', () => {
  it('sums exactly and recomputes epc and rpm from the sums', () => {
    const totals = computeTotals(rows);
    expect(totals).toEqual({
      total: '119',
      monetized: '0',
      clicks: '4',
      revenue: '18014398509.5819860001',
      epc: '4503599627.395497',
      rpm: '151381500080.520891',
    });
  });

  it('covers only the given rows, and a zero divisor gives zero', () => {
    const totals = computeTotals(rows, [2]);
    expect(totals.epc).toBe('0.000000');
    expect(totals.rpm).toBe('1.000000');
  });
});

describe('chart data', () => {
  it('sums revenue per day and ranks countries', () => {
    expect(revenuePerDay(rows, [0, 1, 2]).map((p) => p.label)).toEqual([
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(topCountries(rows, [0, 1, 2], 2).map((p) => p.label)).toEqual(['DE', 'US']);
  });
});
