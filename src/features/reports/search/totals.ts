import type { SearchReportRow } from '../../../../contract/reports';
import { divideDecimals, sumDecimals } from '../shared/decimal';
import { toInteger, toScaled } from './fixed-decimal';

export interface Totals {
  total: string;
  monetized: string;
  clicks: string;
  revenue: string;
  epc: string;
  rpm: string;
}

/**
 * Exact totals of the given rows: counts as integers, revenue at 10 digits,
 * and epc/rpm recomputed from those sums (never an average of the rows' ratios).
 */
export function computeTotals(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number> = rows.keys(),
): Totals {
  let total = 0n;
  let monetized = 0n;
  let clicks = 0n;
  const revenues: string[] = [];
  for (const i of indexes) {
    const row = rows[i];
    if (!row) continue;
    total += toInteger(row.total);
    monetized += toInteger(row.monetized);
    clicks += toInteger(row.clicks);
    revenues.push(row.revenue);
  }
  const revenue = sumDecimals(revenues, 10);
  return {
    total: total.toString(),
    monetized: monetized.toString(),
    clicks: clicks.toString(),
    revenue,
    epc: divideDecimals(revenue, clicks.toString(), 6),
    rpm: divideDecimals(divideTimes1000(revenue), total.toString(), 6),
  };
}

// revenue * 1000, exactly, by moving the decimal point.
function divideTimes1000(revenue: string): string {
  const scaled = toScaled(revenue, 10) * 1000n;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(11, '0');
  const text = `${digits.slice(0, -10)}.${digits.slice(-10)}`;
  return negative ? `-${text}` : text;
}

export interface ChartPoint {
  label: string;
  revenue: number;
}

/** Revenue per group, summed exactly, converted to numbers only for plotting. */
function revenueBy(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
  keyOf: (row: SearchReportRow) => string,
): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const i of indexes) {
    const row = rows[i];
    if (!row) continue;
    const key = keyOf(row);
    sums.set(key, (sums.get(key) ?? 0n) + toScaled(row.revenue, 10));
  }
  return sums;
}

const SCALE = 10n ** 10n;
function toNumber(units: bigint): number {
  // Whole and fraction apart, so large sums stay as exact as a double allows.
  return Number(units / SCALE) + Number(units % SCALE) / 1e10;
}

export function revenuePerDay(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
): ChartPoint[] {
  return [...revenueBy(rows, indexes, (row) => row.date)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, units]) => ({ label, revenue: toNumber(units) }));
}

export function topCountries(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
  count = 10,
): ChartPoint[] {
  return [...revenueBy(rows, indexes, (row) => row.geo)]
    .sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, count)
    .map(([label, units]) => ({ label, revenue: toNumber(units) }));
}
