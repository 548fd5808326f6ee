/**
 * A fixed-scale decimal string ("12.3400000000") as an exact scaled integer,
 * for sorting without floating point. Anything unreadable counts as zero.
 */
export function toScaled(value: string, scale: number): bigint {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match) return 0n;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = (whole || '0') + fraction.padEnd(scale, '0').slice(0, scale);
  const scaled = BigInt(digits);
  return sign === '-' ? -scaled : scaled;
}

/** An integer string ("4899") as a bigint; unreadable counts as zero. */
export function toInteger(value: string): bigint {
  return /^\s*-?\d+\s*$/.test(value) ? BigInt(value.trim()) : 0n;
}
