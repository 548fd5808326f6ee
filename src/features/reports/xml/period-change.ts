import { divideDecimals, toUnits } from '@contract/decimal';
import { decimalText, isReadable, type CellValue } from './columns';

/** How a total moved against the previous period. */
export type PeriodChange =
  | {
      direction: 'up' | 'down';
      /** |current − previous| / |previous|, a decimal string. */ ratio: string;
    }
  | { direction: 'none' }
  /** The previous period had 0: a percentage would be infinite. */
  | { direction: 'new' }
  /** One of the two is missing or not a number. */
  | { direction: 'unknown' };

// Totals are exact at 10 digits (totalsOf); the ratio keeps 6, ample for "12.5 %".
const SCALE = 10;
const RATIO_SCALE = 6;

function units(value: CellValue): bigint | undefined {
  if (isReadable(value)) return toUnits(decimalText(value), SCALE);
  if (typeof value === 'string') {
    try {
      return toUnits(value, SCALE);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function text(value: bigint): string {
  return value.toString();
}

/**
 * The change of one total, computed on exact decimals (money sums must not pick
 * up float noise such as 0.1 + 0.2): the sign gives the direction, the ratio
 * is relative to the previous value's size, rounded half away from zero.
 */
export function periodChange(current: CellValue, previous: CellValue): PeriodChange {
  const now = units(current);
  const before = units(previous);
  if (now === undefined || before === undefined) return { direction: 'unknown' };
  const difference = now - before;
  if (difference === 0n) return { direction: 'none' };
  if (before === 0n) return { direction: 'new' };
  const size = (x: bigint) => (x < 0n ? -x : x);
  return {
    direction: difference > 0n ? 'up' : 'down',
    // Both in the same units, so the scale cancels out of the quotient.
    ratio: divideDecimals(text(size(difference)), text(size(before)), RATIO_SCALE),
  };
}
