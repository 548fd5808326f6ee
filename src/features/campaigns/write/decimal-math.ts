import { fromUnits, roundedQuotient, toUnits } from '@contract/decimal';

/**
 * Exact decimal arithmetic for bulk bid and budget changes: 0.05 + 10 % is
 * 0.055, never 0.055000000000000004, and rounding is half away from zero at a
 * scale the caller chooses. Values are plain decimal strings.
 */

const PLAIN = /^-?\d+(\.\d+)?$/;

/** A wire number or numeric string as plain decimal text ("1e-7" -> "0.0000001"); else undefined. */
export function plainDecimal(value: unknown): string | undefined {
  if (typeof value === 'string') return PLAIN.test(value.trim()) ? value.trim() : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const text = String(value);
  if (PLAIN.test(text)) return text;
  // Exponent form: fixed with enough digits, trailing zeros dropped. Past 1e21
  // toFixed keeps the exponent form ("1.5e+30"), whose zeros are digits: as it is.
  const fixed = value.toFixed(20);
  return /e/i.test(fixed) ? fixed : trimZeros(fixed, 0);
}

export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

const pow10 = (n: number) => 10n ** BigInt(n);

export type Adjustment =
  | { mode: 'set'; value: string }
  | { mode: 'percent'; value: string }
  | { mode: 'amount'; value: string };

/**
 * `current` changed by `adjustment` (percent and amount are signed: "-10" is
 * a 10 % cut), rounded to `scale` fractional digits.
 */
export function adjustDecimal(current: string, adjustment: Adjustment, scale: number): string {
  const inner = Math.max(fractionDigits(current), fractionDigits(adjustment.value), scale);
  const cur = toUnits(current, inner);
  const by = toUnits(adjustment.value, inner);
  let exact: { n: bigint; d: bigint };
  if (adjustment.mode === 'set') exact = { n: by, d: 1n };
  else if (adjustment.mode === 'amount') exact = { n: cur + by, d: 1n };
  else exact = { n: cur * (100n * pow10(inner) + by), d: 100n * pow10(inner) };
  return fromUnits(roundedQuotient(exact.n, exact.d * pow10(inner - scale)), scale);
}

/** -1, 0 or 1, exactly. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const x = toUnits(a, scale);
  const y = toUnits(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** "0.5500" -> "0.55" when `keep` is 2; never fewer than `keep` fractional digits. */
export function trimZeros(text: string, keep: number): string {
  if (!text.includes('.')) return text;
  let out = text;
  while (out.endsWith('0') && fractionDigits(out) > keep) out = out.slice(0, -1);
  return out.endsWith('.') ? out.slice(0, -1) : out;
}
