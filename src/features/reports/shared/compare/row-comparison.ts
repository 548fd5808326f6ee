import { divideDecimals, fromUnits, toUnits } from '@contract/decimal';

/** Fractional digits the compared values are summed and subtracted at (Search revenue has 10). */
export const COMPARE_SCALE = 10;
// The ratio keeps 6 digits: ample for "37.6 %".
const RATIO_SCALE = 6;

/** How one grouped row's metric moved against the previous period. */
export type ChangeKind = 'up' | 'down' | 'none' | 'new' | 'gone' | 'unknown';

export interface RowChange {
  /** The row's key in both periods (a day as its offset within the period). */
  key: string;
  kind: ChangeKind;
  /** The metric now, as decimal text; undefined when the row is not in this period. */
  current?: string;
  /** The metric in the previous period; undefined when the row was not in it. */
  previous?: string;
  /** current − previous, a missing side counting as 0; undefined when a value is unreadable. */
  difference?: string;
  /** (current − previous) / |previous|, signed; undefined when there is no previous value to divide by. */
  ratio?: string;
}

/** The rows of both periods matched by key: per current key, and the previous period's rows the current one lacks. */
export interface Comparison<R> {
  byKey: ReadonlyMap<string, RowChange>;
  gone: readonly { key: string; row: R; change: RowChange }[];
  /** Keys named by more than one row of a period: their change is unknown, not a sum. */
  repeated: readonly string[];
}

/** A value as exact units, or undefined when it is no decimal. */
export function unitsOf(value: string | undefined): bigint | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return toUnits(value, COMPARE_SCALE);
  } catch {
    return undefined;
  }
}

/**
 * A number as decimal text for exact arithmetic (fixed notation: String(1e-7) is "1e-7");
 * none beyond ±2^53, where toFixed writes "1e+21" and counts are no longer exact.
 */
export function numberText(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value.toFixed(COMPARE_SCALE) : undefined;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

function text(units: bigint): string {
  return fromUnits(units, COMPARE_SCALE);
}

/** The change of one key from its two values (either may be missing: the row was not in that period). */
export function rowChange(
  key: string,
  current: string | undefined,
  previous: string | undefined,
  present: { current: boolean; previous: boolean },
): RowChange {
  const base = { key, current, previous };
  const now = present.current ? unitsOf(current) : 0n;
  const before = present.previous ? unitsOf(previous) : 0n;
  if (now === undefined || before === undefined) return { ...base, kind: 'unknown' };
  const difference = text(now - before);
  if (!present.previous) return { ...base, kind: 'new', difference };
  if (!present.current) return { ...base, kind: 'gone', difference };
  if (now === before) return { ...base, kind: 'none', difference };
  const kind = now > before ? 'up' : 'down';
  if (before === 0n) return { ...base, kind, difference };
  const size = before < 0n ? -before : before;
  // Both in the same units, so the scale cancels out of the quotient.
  return {
    ...base,
    kind,
    difference,
    ratio: divideDecimals(text(now - before), text(size), RATIO_SCALE),
  };
}

function byKeyOf<R>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  valueOf: (row: R) => string | undefined,
  repeated: Set<string>,
) {
  const values = new Map<string, { row: R; units: bigint | undefined }>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = values.get(key);
    // A grouped answer has one row per key. One that comes twice has no one value
    // to compare (which row is "the" day?): unknown, and named, rather than a sum.
    if (seen) {
      seen.units = undefined;
      repeated.add(key);
    } else values.set(key, { row, units: unitsOf(valueOf(row)) });
  }
  return values;
}

/**
 * Matches the grouped rows of two periods BY KEY, never by position (a
 * country's place in a list sorted by revenue moves between weeks): every
 * current key gets its change, and the previous period's rows whose key the
 * current period lacks come back as "gone". Arithmetic is exact
 * (contract/decimal) at COMPARE_SCALE digits.
 */
export function compareRows<R>(
  current: readonly R[],
  previous: readonly R[],
  keyOf: { current(row: R): string; previous(row: R): string },
  valueOf: (row: R) => string | undefined,
): Comparison<R> {
  const repeated = new Set<string>();
  const now = byKeyOf(current, keyOf.current, valueOf, repeated);
  const before = byKeyOf(previous, keyOf.previous, valueOf, repeated);
  const byKey = new Map<string, RowChange>();
  const value = (units: bigint | undefined) => (units === undefined ? undefined : text(units));
  for (const [key, { units }] of now) {
    const old = before.get(key);
    byKey.set(
      key,
      rowChange(key, value(units), old && value(old.units), { current: true, previous: !!old }),
    );
  }
  const gone: { key: string; row: R; change: RowChange }[] = [];
  for (const [key, { row, units }] of before) {
    if (now.has(key)) continue;
    gone.push({
      key,
      row,
      change: rowChange(key, undefined, value(units), { current: false, previous: true }),
    });
  }
  return { byKey, gone, repeated: [...repeated] };
}

/** The largest rises and falls by absolute difference (new and gone rows included), largest first. */
export function biggestChanges(
  changes: Iterable<RowChange>,
  count = 3,
): { rises: RowChange[]; falls: RowChange[] } {
  const known = [...changes].flatMap((change) => {
    const units = unitsOf(change.difference);
    return units === undefined || units === 0n ? [] : [{ change, units }];
  });
  const byKey = (a: RowChange, b: RowChange) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const rises = known
    .filter((c) => c.units > 0n)
    .sort((a, b) => (a.units === b.units ? byKey(a.change, b.change) : a.units > b.units ? -1 : 1));
  const falls = known
    .filter((c) => c.units < 0n)
    .sort((a, b) => (a.units === b.units ? byKey(a.change, b.change) : a.units < b.units ? -1 : 1));
  return {
    rises: rises.slice(0, count).map((c) => c.change),
    falls: falls.slice(0, count).map((c) => c.change),
  };
}
