import { NumberLikeSchema, isRealDate, toNumber } from './common';

/**
 * Readers the campaign rules share. The campaign is parsed tolerantly
 * (docs/decisions/010-tolerant-wire-parsing.md), so every rule reads values
 * through these instead of trusting their JSON type.
 */

/** Absent, null, or a string of only spaces: what "missing" means for a required field. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * A number as the wire may carry it (number or numeric string), else NaN.
 * Unlike `toNumber`, booleans and "1e3" are not numbers here: a bid of `true`
 * is a broken payload, not a bid of 1.
 */
export function wireNumber(value: unknown): number {
  if (typeof value === 'boolean') return Number.NaN;
  return NumberLikeSchema.safeParse(value).success ? toNumber(value) : Number.NaN;
}

export function isWholeNumber(value: unknown): boolean {
  return Number.isInteger(wireNumber(value));
}

/**
 * A mode field (traffic_speed, freq_cap) is on when it is a flag that is on or
 * any non-zero number: deployments use 1/true, but also numbered modes.
 */
export function isEnabledMode(value: unknown): boolean {
  const n = toNumber(value);
  return Number.isFinite(n) && n !== 0;
}

/**
 * Length in characters as a person counts them (code points), the way
 * multibyte-aware backends count: an emoji in a title is one character.
 */
export function charCount(value: string): number {
  return Array.from(value).length;
}

// C0 controls (NUL included) and DEL: never part of a name, title or description.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/**
 * Text a person can read back as typed has no control character: the
 * reference API's addition to rule 5 (docs/decisions/033-reference-api-limits.md).
 * Broken emoji (lone surrogates) are refused in every string, not only in
 * text fields: `contract/storable-text.ts`.
 */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** Limits in messages: 2.5 stays "2.5", 10 stays "10". */
export function formatLimit(value: number): string {
  return String(value);
}

/** YYYY-MM-DD that is a calendar date. */
export function isDateValue(value: unknown): value is string {
  return typeof value === 'string' && isRealDate(value.trim());
}

/**
 * HH:MM or HH:MM:SS (24-hour) normalised to HH:MM:SS so two times compare as
 * strings; undefined when the value is not a time.
 */
export function normalizeTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  if (!match) return undefined;
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** An IANA zone the runtime knows ("Europe/Berlin", "UTC"); Intl throws on anything else. */
export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
