const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal string as an integer count of 10^-scale units (fraction truncated past scale). */
export function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Not a decimal: "${value}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = (whole || '0') + fraction.padEnd(scale, '0').slice(0, scale);
  const units = BigInt(digits);
  return sign === '-' ? -units : units;
}

/** A count of 10^-scale units as a decimal string with `scale` fractional digits. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const text = scale > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

/** Exact sum of decimal strings at `scale` fractional digits. */
export function sumDecimals(values: readonly string[], scale: number): string {
  let total = 0n;
  for (const value of values) total += toUnits(value, scale);
  return fromUnits(total, scale);
}

/** a / b at `scale` digits, rounded half away from zero; a zero divisor gives zero. */
export function divideDecimals(a: string, b: string, scale: number): string {
  // Bring both to a common scale wide enough for their own digits.
  const inner = Math.max(fractionLength(a), fractionLength(b), scale);
  const numerator = toUnits(a, inner);
  const denominator = toUnits(b, inner);
  if (denominator === 0n) return fromUnits(0n, scale);
  return fromUnits(roundedQuotient(numerator * 10n ** BigInt(scale), denominator), scale);
}

/**
 * n / d rounded half away from zero (half up for the non-negative amounts of
 * reports); 0 when d is 0. The one rounding division of the dashboard, the bulk
 * changes and the reference API's report money.
 */
export function roundedQuotient(n: bigint, d: bigint): bigint {
  if (d === 0n) return 0n;
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  let quotient = a / b;
  if ((a % b) * 2n >= b) quotient += 1n;
  return negative ? -quotient : quotient;
}

function fractionLength(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}
