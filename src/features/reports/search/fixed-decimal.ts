import { toUnits } from '@contract/decimal';

/**
 * A fixed-scale decimal string ("12.3400000000") as an exact scaled integer,
 * for sorting without floating point: contract/decimal.ts reads it, and
 * anything it cannot read counts as zero here (a row must still sort).
 */
export function toScaled(value: string, scale: number): bigint {
  try {
    return toUnits(value, scale);
  } catch {
    return 0n;
  }
}

/** An integer string ("4899") as a bigint; unreadable counts as zero. */
export function toInteger(value: string): bigint {
  return /^\s*-?\d+\s*$/.test(value) ? BigInt(value.trim()) : 0n;
}

// At most 15 digits: every such integer is below 2^50, so it and any sum that
// ExactSum lets grow to 2^53 - 2^50 are exact doubles.
const MAX_DIGITS = 15;

function plainUnits(value: string, scale: number, fractionAllowed: boolean): number | undefined {
  const length = value.length;
  let i = value.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  let units = 0;
  let digits = 0;
  let seenDigit = false;
  let fraction = -1; // digits read after the point; -1 before it
  for (; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code === 46 /* . */ && fraction === -1 && fractionAllowed) {
      fraction = 0;
      continue;
    }
    if (code < 48 || code > 57) return undefined;
    seenDigit = true;
    if (fraction === scale) continue; // truncated, as toScaled does
    if (fraction !== -1) fraction++;
    units = units * 10 + (code - 48);
    if (++digits > MAX_DIGITS) return undefined;
  }
  if (!seenDigit) return undefined;
  for (let f = Math.max(fraction, 0); f < scale; f++) {
    units *= 10;
    if (++digits > MAX_DIGITS) return undefined;
  }
  return value.charCodeAt(0) === 45 ? -units : units;
}

/**
 * The fast path of toScaled: the same value as a number, for a plain decimal
 * ("-12.34", no spaces or "+") whose scaled digits fit in 15; else undefined,
 * and the caller takes the bigint path.
 */
export function scaledNumber(value: string, scale: number): number | undefined {
  return plainUnits(value, scale, true);
}

/** The fast path of toInteger: a plain integer of at most 15 digits as a number; else undefined. */
export function integerNumber(value: string): number | undefined {
  return plainUnits(value, 0, false);
}

const FLUSH = 2 ** 53 - 2 ** 50;

/**
 * An exact integer sum that adds small values as doubles and moves them into a
 * bigint before they could lose precision: BigInt arithmetic per row is what
 * made totals over 50,000 rows slow.
 */
export class ExactSum {
  private small = 0;
  private big = 0n;

  /** An integer below 2^50 in magnitude (scaledNumber/integerNumber give only such). */
  add(units: number): void {
    this.small += units;
    if (this.small >= FLUSH || this.small <= -FLUSH) {
      this.big += BigInt(this.small);
      this.small = 0;
    }
  }

  addBig(units: bigint): void {
    this.big += units;
  }

  get value(): bigint {
    return this.big + BigInt(this.small);
  }
}
