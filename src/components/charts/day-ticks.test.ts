import { describe, expect, it } from 'vitest';
import { dayTicks } from './day-ticks';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  );

describe('dayTicks', () => {
  it('leaves a short range to recharts: every day a candidate', () => {
    expect(dayTicks(days(31))).toBeUndefined();
    expect(dayTicks([])).toBeUndefined();
  });

  it('offers at most 31 evenly spaced days of a year, ending on its last day', () => {
    const year = days(365);
    const ticks = dayTicks(year)!;
    expect(ticks.length).toBeLessThanOrEqual(31);
    expect(ticks.length).toBeGreaterThanOrEqual(28);
    expect(ticks.at(-1)).toBe('2026-12-31');
    const gaps = ticks.slice(1).map((t, i) => year.indexOf(t) - year.indexOf(ticks[i]!));
    expect(new Set(gaps)).toEqual(new Set([12]));
    // Every tick is a day of the data (a category axis labels only its own values).
    expect(ticks.every((t) => year.includes(t))).toBe(true);
  });

  it('just over the limit halves the candidates', () => {
    const ticks = dayTicks(days(32))!;
    expect(ticks).toHaveLength(16);
    expect(ticks[0]).toBe('2026-01-02');
    expect(ticks.at(-1)).toBe('2026-02-01');
  });
});
