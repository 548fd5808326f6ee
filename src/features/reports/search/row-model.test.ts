import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchReportRow } from '@contract/reports';
import { searchRow } from '@/testing/search-rows';
import { divideDecimals, sumDecimals } from '@contract/decimal';
import { toInteger, toScaled } from './fixed-decimal';
import { createRowModel } from './row-model';
import { computeTotals, revenuePerDay, summarize, summarizeInSlices, topCountries } from './totals';
import { COLUMNS, type Column } from './view-search';

const row = searchRow;

const rows = [
  row({ geo: 'DE', subid: 'sub-a', total: '10', clicks: '3', revenue: '9007199254.7409930001' }),
  row({ geo: 'US', feed: 902, total: '9', clicks: '1', revenue: '9007199254.7409930000' }),
  row({ geo: 'BR', date: '2026-11-02', total: '100', clicks: '0', revenue: '0.1000000000' }),
];

// Reading decimals is contract/decimal.test.ts's; here only what sorting adds.
describe('toScaled', () => {
  it('counts what is no decimal as zero', () => {
    for (const text of ['x', '', '.', '1e3']) expect(toScaled(text, 2)).toBe(0n);
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

// The plain bigint arithmetic the fast paths must agree with.
const reference = {
  totals(list: readonly SearchReportRow[]) {
    const sum = (field: 'total' | 'monetized' | 'clicks') =>
      list.reduce((acc, r) => acc + toInteger(r[field]), 0n).toString();
    return {
      total: sum('total'),
      monetized: sum('monetized'),
      clicks: sum('clicks'),
      revenue: sumDecimals(
        list.map((r) => r.revenue),
        10,
      ),
    };
  },
  revenueBy(list: readonly SearchReportRow[], key: 'date' | 'geo') {
    const sums = new Map<string, bigint>();
    for (const r of list) sums.set(r[key], (sums.get(r[key]) ?? 0n) + toScaled(r.revenue, 10));
    return sums;
  },
  order(list: readonly SearchReportRow[], column: Column) {
    const key = (r: SearchReportRow): bigint | string | number =>
      column === 'feed'
        ? r.feed
        : ['total', 'monetized', 'clicks'].includes(column)
          ? toInteger(r[column] as string)
          : column === 'revenue'
            ? toScaled(r.revenue, 10)
            : column === 'epc' || column === 'rpm'
              ? toScaled(r[column], 6)
              : String(r[column]);
    return [...list.keys()].sort((a, b) => {
      const x = key(list[a] as SearchReportRow);
      const y = key(list[b] as SearchReportRow);
      return x < y ? -1 : x > y ? 1 : a - b;
    });
  },
};

// Counts as the contract schema takes them (totals fail on any other) ...
const countText = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 10_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 22n }).map(String) },
  { weight: 1, arbitrary: fc.constant('-3') },
);
// ... and text a row must still sort by.
const integerText = fc.oneof(
  { weight: 7, arbitrary: countText },
  { weight: 1, arbitrary: fc.constantFrom(' 12 ', 'x', '', '1.5') },
);
const decimalText = (scale: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.nat({ max: 10 ** 9 }).map((n) => (n / 10 ** 4).toFixed(scale)) },
    {
      weight: 1,
      arbitrary: fc
        .bigInt({ min: -(10n ** 24n), max: 10n ** 24n })
        .map((n) => `${n / 10n ** BigInt(scale)}.${(n < 0n ? -n : n) % 10n ** BigInt(scale)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('+1.5', ' 2.25 ', '-0.0000000001', '7', '.5') },
  );
const anyRow = fc.record({
  date: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'),
  feed: fc.integer({ min: 1, max: 5 }),
  geo: fc.constantFrom('DE', 'US', 'BR', 'FR'),
  subid: fc.constantFrom('', 'a', 'b'),
  total: integerText,
  monetized: integerText,
  clicks: integerText,
  revenue: decimalText(10),
  epc: decimalText(6),
  rpm: decimalText(6),
});
const summableRow = anyRow.chain((r) =>
  fc
    .tuple(countText, countText, countText)
    .map(([total, monetized, clicks]) => ({ ...r, total, monetized, clicks })),
);
const columns = fc.constantFrom(...COLUMNS);

describe('fast paths agree with bigint arithmetic', () => {
  it('totals', () => {
    fc.assert(
      fc.property(fc.array(summableRow, { maxLength: 40 }), (list) => {
        const totals = computeTotals(list);
        const expected = reference.totals(list);
        expect(totals).toMatchObject(expected);
        expect(totals.epc).toBe(divideDecimals(expected.revenue, expected.clicks, 6));
      }),
      { numRuns: 500 },
    );
  });

  it('summarize gives the totals and both charts in one pass', () => {
    fc.assert(
      fc.property(fc.array(summableRow, { maxLength: 40 }), (list) => {
        const keys = [...list.keys()].filter((i) => i % 3 !== 1);
        expect(summarize(list, keys)).toEqual({
          totals: computeTotals(list, keys),
          perDay: revenuePerDay(list, keys),
          countries: topCountries(list, keys),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('totals of a count that is no whole number fail, never counting it as 0', () => {
    for (const clicks of ['abc', '2.5', '1e3', ' 12 '])
      expect(() => computeTotals([row({ clicks: '1' }), row({ clicks })])).toThrow(
        `Not a whole number: "${clicks}"`,
      );
  });

  it('totals of a revenue that is no decimal fail as sumDecimals does', () => {
    const bad = [row({ revenue: '1.5' }), row({ revenue: 'n/a' })];
    expect(() => computeTotals(bad)).toThrow('Not a decimal: "n/a"');
  });

  it('chart sums', () => {
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 40 }), (list) => {
        const keys = [...list.keys()];
        // The bigint sums, turned into numbers the way totals.ts plots them.
        const toPoints = (sums: Map<string, bigint>) =>
          [...sums].map(([label, units]) => ({
            label,
            revenue: Number(units / 10n ** 10n) + Number(units % 10n ** 10n) / 1e10,
          }));
        expect(revenuePerDay(list, keys)).toEqual(
          toPoints(reference.revenueBy(list, 'date')).sort((a, b) => (a.label < b.label ? -1 : 1)),
        );
        expect(topCountries(list, keys, 10).map((p) => p.label)).toEqual(
          [...reference.revenueBy(list, 'geo')]
            .sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0))
            .map(([label]) => label),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('sort orders, in either direction, from any starting order', () => {
    fc.assert(
      fc.property(
        fc.array(anyRow, { maxLength: 40 }),
        columns,
        fc.boolean(),
        (list, column, presort) => {
          const rows = presort
            ? reference.order(list, column).map((i) => list[i] as SearchReportRow)
            : list;
          const model = createRowModel(rows);
          const up = reference.order(rows, column);
          expect([...model.order(column, 'asc')]).toEqual(up);
          expect([...model.order(column, 'desc')]).toEqual([...up].reverse());
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('summarizeInSlices', () => {
  it('gives what summarize gives, whatever the order of the rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(summableRow, { maxLength: 40 }), async (list) => {
        const keys = Int32Array.from([...list.keys()].filter((i) => i % 3 !== 1).reverse());
        const signal = new AbortController().signal;
        expect(await summarizeInSlices(list, keys, signal)).toEqual(summarize(list, keys));
      }),
    );
  });

  it('yields between slices and stops once aborted', async () => {
    // A row the schema takes: text such as "1.5" in a count stops the sums before any yield.
    const [row] = fc.sample(summableRow, 1);
    const rows = Array.from({ length: 300_000 }, () => row!);
    const keys = Int32Array.from(rows.keys());
    const controller = new AbortController();
    let yielded = false;
    setTimeout(() => {
      yielded = true;
      controller.abort(new Error('a newer view'));
    });
    await expect(summarizeInSlices(rows, keys, controller.signal)).rejects.toThrow('a newer view');
    expect(yielded).toBe(true);
  });
});
