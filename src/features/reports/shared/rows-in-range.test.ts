import { describe, expect, it } from 'vitest';
import { rowsInRange } from './rows-in-range';

describe('rowsInRange', () => {
  it('keeps the days from "From" to "To", both included, and counts the others', () => {
    const rows = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'].map((date) => ({ date }));
    expect(rowsInRange(rows, '2026-11-01', '2026-11-30')).toEqual({
      rows: [{ date: '2026-11-01' }, { date: '2026-11-30' }],
      outside: 2,
    });
  });

  it('keeps a row it cannot place (no date, or none it can read) and hands back the same array when none is outside', () => {
    const rows = [{ geo: 'US' }, { date: '2026-11-02' }, { date: 'garbage' }];
    const kept = rowsInRange(rows, '2026-11-01', '2026-11-30');
    expect(kept.outside).toBe(0);
    expect(kept.rows).toBe(rows);
  });
});
