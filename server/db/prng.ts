/**
 * A small seeded PRNG (mulberry32) so the seed is the same on every machine:
 * tests and screenshots can name campaign 10007 and mean the same thing.
 */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Up to `max` distinct items, at least `min`, in the list's order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
  /** A number in [min, max] rounded to `digits` decimals. */
  decimal(min: number, max: number, digits: number): number;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    some: (items, min, max) => {
      const count = Math.min(items.length, int(min, max));
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(int(0, items.length - 1));
      return items.filter((_, i) => chosen.has(i));
    },
    decimal: (min, max, digits) => {
      const scale = 10 ** digits;
      return Math.round((min + next() * (max - min)) * scale) / scale;
    },
  };
}
