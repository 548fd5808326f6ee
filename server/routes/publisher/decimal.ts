import { roundedQuotient } from '@contract/decimal';

/**
 * Exact money formatting for reports. Amounts are stored as integer micro-units
 * (1e-6); BigInt keeps sums and ratios exact at any row count, and division
 * rounds half up like a cashier (contract/decimal.ts roundedQuotient), never
 * through a float.
 */
export const MICROS_PER_UNIT = 1_000_000n;

/** micros -> "12.345678" with `digits` fractional digits (>= 6 pads with zeros). */
export function formatMicros(micros: bigint, digits: number): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  let whole = abs / MICROS_PER_UNIT;
  let frac = abs % MICROS_PER_UNIT;
  if (digits < 6) {
    const drop = 10n ** BigInt(6 - digits);
    frac = roundedQuotient(frac, drop);
    if (frac >= 10n ** BigInt(digits)) {
      whole += 1n;
      frac = 0n;
    }
  }
  const fracText =
    digits === 0
      ? ''
      : `.${frac.toString().padStart(Math.min(digits, 6), '0').padEnd(digits, '0')}`;
  return `${negative ? '-' : ''}${whole}${fracText}`;
}

/** Micro-units as a JSON number for the XML rows (the contract types them as number). */
export function microsToNumber(micros: bigint | number): number {
  return Number(micros) / 1_000_000;
}
