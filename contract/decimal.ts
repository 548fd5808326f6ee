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
  const negative = numerator < 0n !== denominator < 0n;
  const n = (numerator < 0n ? -numerator : numerator) * 10n ** BigInt(scale);
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return fromUnits(negative ? -quotient : quotient, scale);
}

function fractionLength(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** For display: the exact string, grouped and cut to `fractionDigits` by the locale. */
export function formatDecimal(value: string, fractionDigits: number, locale?: string): string {
  const rounded = divideDecimals(value, '1', fractionDigits);
  const negative = rounded.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? rounded.slice(1) : rounded).split('.');
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const parts = formatter.formatToParts(negative ? -1.5 : 1.5);
  const decimalSep = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  // BigInt formatting keeps every whole digit exact, with the locale's grouping.
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole));
  const text = fractionDigits > 0 ? `${grouped}${decimalSep}${fraction}` : grouped;
  return negative && /[1-9]/.test(rounded) ? `-${text}` : text;
}
