/**
 * Readers of single URL search values, for the routes' `validateSearch`. Each
 * takes what a URL or a navigation may hand over (text from the address bar;
 * numbers, booleans and lists from in-app links) and gives the value, or
 * undefined when it cannot be taken. Written without zod: every route's check
 * runs in the app's entry, before the first paint (decision 059).
 */
export type ValueReader<T> = (value: unknown) => T | undefined;

const DIGITS = /^\s*\d+\s*$/;

/** A whole number, or text of digits (spaces around allowed); safe integers only. */
export function intLike(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DIGITS.test(value)
        ? Number(value)
        : undefined;
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
}

/** A whole number of at least 1. */
export function positiveInt(value: unknown): number | undefined {
  const n = intLike(value);
  return n !== undefined && n >= 1 ? n : undefined;
}

/** One of a fixed set of texts. */
export function oneOf<const T extends string>(values: readonly T[]): ValueReader<T> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? (value as T)
      : undefined;
}

/** Free text as typed; the router hands `q=123` over as a number and `q=true` as a boolean. */
export function textLike(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

/** Text of at most `max` characters (no other types). */
export function shortText(max: number): ValueReader<string> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : undefined);
}

/** Text that matches a pattern. */
export function matching(pattern: RegExp): ValueReader<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
}

/** On/off as a boolean or its text: true, false, 1, 0. */
export function onOff(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** `types=3`, `types=1&types=3`, `types=[1,3]` and `types=1,3` are all a list. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
  return [value];
}

/** Present: neither missing nor empty (`?q=` counts as absent). */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== '';
}

/** The search object of a raw value (the router always hands one over). */
export function searchRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * A view without the undefined values of parameters the search did not carry: an
 * absent parameter stays out of the view, one that was reset is there as undefined.
 * That undefined matters: the router lays each route's view over the raw search, so a
 * reset key left out would let the raw value through (an open redirect at /sign-in).
 */
export function keysOf<T extends object>(raw: Record<string, unknown>, view: T): T {
  return Object.fromEntries(
    Object.entries(view).filter(([key, value]) => value !== undefined || key in raw),
  ) as T;
}
