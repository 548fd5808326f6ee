import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits, sumDecimals, toUnits } from '@contract/decimal';
import { sortByComparison } from './compare-sort';
import { changeText } from './change-text';
import { compareCsvCells } from './compare-csv';
import { biggestChanges, compareRows, COMPARE_SCALE, type RowChange } from './row-comparison';

interface Row {
  geo: string;
  revenue: string;
}
const byGeo = { current: (r: Row) => r.geo, previous: (r: Row) => r.geo };
const revenue = (r: Row) => r.revenue;

describe('compareRows', () => {
  it('matches rows by key, not by position, and names new and gone keys', () => {
    const now = [
      { geo: 'US', revenue: '900.5' },
      { geo: 'DK', revenue: '265.29' },
      { geo: 'NO', revenue: '10' },
    ];
    const before = [
      { geo: 'DK', revenue: '425.18' },
      { geo: 'US', revenue: '800.5' },
      { geo: 'FI', revenue: '30' },
    ];
    const { byKey, gone } = compareRows(now, before, byGeo, revenue);
    const dk = byKey.get('DK');
    expect(dk).toMatchObject({ kind: 'down', previous: '425.1800000000', ratio: '-0.376052' });
    expect(dk?.difference).toBe('-159.8900000000');
    expect(byKey.get('US')).toMatchObject({ kind: 'up', difference: '100.0000000000' });
    expect(byKey.get('NO')).toMatchObject({ kind: 'new', previous: undefined });
    expect(gone).toHaveLength(1);
    expect(gone[0]).toMatchObject({
      key: 'FI',
      change: { kind: 'gone', difference: '-30.0000000000' },
    });
  });

  it('names a key that comes twice in a period and leaves its change unknown, not summed', () => {
    const row = (geo: string, revenue: string) => ({ geo, revenue });
    const comparison = compareRows(
      [row('DE', '10'), row('US', '3')],
      [row('DE', '4'), row('DE', '5'), row('US', '1')],
      { current: (r) => r.geo, previous: (r) => r.geo },
      (r) => r.revenue,
    );
    expect(comparison.repeated).toEqual(['DE']);
    expect(comparison.byKey.get('DE')).toMatchObject({ kind: 'unknown' });
    expect(comparison.byKey.get('US')).toMatchObject({ kind: 'up', difference: '2.0000000000' });
  });

  it('says the change in words: "down 37.6%, −159.89"', () => {
    const { byKey } = compareRows(
      [{ geo: 'DK', revenue: '265.29' }],
      [{ geo: 'DK', revenue: '425.18' }],
      byGeo,
      revenue,
    );
    const text = changeText(byKey.get('DK')!, (v) => Number(v).toFixed(2));
    expect(text.spoken).toBe('down 37.6%, \u2212159.89');
    expect(text.shown).toBe('\u221237.6% · \u2212159.89');
  });

  it('lists the 3 largest rises and falls by difference, new and gone rows included', () => {
    const change = (key: string, difference: string): RowChange => ({
      key,
      kind: 'up',
      difference,
    });
    const { rises, falls } = biggestChanges([
      change('a', '5'),
      change('b', '-50'),
      change('c', '40'),
      change('d', '-1'),
      change('e', '0'),
      change('f', '7'),
      change('g', '2'),
      change('h', '-3'),
    ]);
    expect(rises.map((c) => c.key)).toEqual(['c', 'f', 'a']);
    expect(falls.map((c) => c.key)).toEqual(['b', 'h', 'd']);
  });

  it('sorts by Change with the largest fall first ascending, rows without a value last', () => {
    const changes: Record<string, RowChange | undefined> = {
      x: { key: 'x', kind: 'down', difference: '-2' },
      y: undefined,
      z: { key: 'z', kind: 'gone', difference: '-9' },
      w: { key: 'w', kind: 'up', difference: '4' },
    };
    const keys = Object.keys(changes);
    expect(sortByComparison(keys, (k) => changes[k], 'change', 'asc')).toEqual([
      'z',
      'x',
      'w',
      'y',
    ]);
    expect(sortByComparison(keys, (k) => changes[k], 'change', 'desc')).toEqual([
      'w',
      'x',
      'z',
      'y',
    ]);
  });

  it('writes the CSV cells exactly, the percentage from the exact ratio', () => {
    expect(
      compareCsvCells({
        key: 'DK',
        kind: 'down',
        previous: '425.18',
        difference: '-159.89',
        ratio: '-0.376241',
      }),
    ).toEqual(['425.18', '-159.89', '-37.6241', 'down']);
    expect(compareCsvCells(undefined)).toEqual(['', '', '', '']);
  });
});

// Decimal text of at most 10 fractional digits, as the reports send money.
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.integer({ min: 0, max: COMPARE_SCALE }))
  .map(([units, scale]) => fromUnits(units, scale));
const rows = fc.uniqueArray(
  fc.record({
    geo: fc.constantFrom('US', 'DE', 'DK', 'FR', 'NO', 'FI', 'SE', 'GB', ''),
    revenue: amount,
  }),
  { selector: (r) => r.geo, maxLength: 9 },
);

describe('compareRows (property)', () => {
  it('per-row "Previous" values sum exactly to the previous period total, in any row order', () => {
    fc.assert(
      fc.property(rows, rows, fc.integer(), (now, before, seed) => {
        const shuffled = [...before].sort(
          (a, b) =>
            (((a.geo.charCodeAt(0) || 0) * seed) % 7) - (((b.geo.charCodeAt(0) || 0) * seed) % 7),
        );
        const { byKey, gone } = compareRows(now, shuffled, byGeo, revenue);
        const shown = [...byKey.values(), ...gone.map((g) => g.change)];
        const previous = shown.flatMap((c) => (c.previous === undefined ? [] : [c.previous]));
        const total = sumDecimals(
          before.map((r) => r.revenue),
          COMPARE_SCALE,
        );
        expect(sumDecimals(previous, COMPARE_SCALE)).toBe(total);
        // And the differences add up to the change of the totals.
        const difference = sumDecimals(
          shown.map((c) => c.difference ?? '0'),
          COMPARE_SCALE,
        );
        const now_ = sumDecimals(
          now.map((r) => r.revenue),
          COMPARE_SCALE,
        );
        expect(toUnits(difference, COMPARE_SCALE)).toBe(
          toUnits(now_, COMPARE_SCALE) - toUnits(total, COMPARE_SCALE),
        );
      }),
    );
  });
});
