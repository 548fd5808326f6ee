import { SEARCH_COUNT_TEXT, SEARCH_REPORT_COLUMNS, type SearchReportRow } from '@contract/reports';
import { divideDecimals, fromUnits, toUnits } from '@contract/decimal';
import { ExactSum, integerNumber, scaledNumber, toScaled } from './fixed-decimal';
import { yieldToEventLoop } from '@/lib/yield-to-event-loop';

// Fractional digits of the money columns, as the API writes them.
const REVENUE_SCALE = SEARCH_REPORT_COLUMNS.revenue.scale;
const EPC_SCALE = SEARCH_REPORT_COLUMNS.epc.scale;
const RPM_SCALE = SEARCH_REPORT_COLUMNS.rpm.scale;

export interface Totals {
  total: string;
  monetized: string;
  clicks: string;
  revenue: string;
  epc: string;
  rpm: string;
}

/**
 * Exact running sums of the totals, and the ratios recomputed from them (the
 * totals line and each "Group by" rollup row); revenue is read once per row.
 */
export class TotalSums {
  private total = new ExactSum();
  private monetized = new ExactSum();
  private clicks = new ExactSum();
  private revenue = new ExactSum();

  addRow(row: SearchReportRow): void {
    this.add(row, scaledNumber(row.revenue, REVENUE_SCALE));
  }

  /** `revenueUnits`: the row's revenue as scaledNumber reads it (undefined: the exact path). */
  add(row: SearchReportRow, revenueUnits: number | undefined): void {
    addInteger(this.total, row.total);
    addInteger(this.monetized, row.monetized);
    addInteger(this.clicks, row.clicks);
    // What sumDecimals does per value, including its error for text that is no decimal.
    if (revenueUnits === undefined) this.revenue.addBig(toUnits(row.revenue, REVENUE_SCALE));
    else this.revenue.add(revenueUnits);
  }

  result(): Totals {
    const revenue = fromUnits(this.revenue.value, REVENUE_SCALE);
    const total = this.total.value.toString();
    const clicks = this.clicks.value.toString();
    return {
      total,
      monetized: this.monetized.value.toString(),
      clicks,
      revenue,
      epc: divideDecimals(revenue, clicks, EPC_SCALE),
      rpm: divideDecimals(divideTimes1000(revenue), total, RPM_SCALE),
    };
  }
}

// A count that is no whole number fails the sum, as revenue that is no decimal
// does: a total that counted it as 0 would be wrong without saying so.
function addInteger(sum: ExactSum, text: string): void {
  const value = integerNumber(text);
  if (value !== undefined) sum.add(value);
  else if (SEARCH_COUNT_TEXT.test(text)) sum.addBig(BigInt(text));
  else throw new Error(`Not a whole number: "${text}"`);
}

/**
 * Exact totals of the given rows: counts as integers, revenue at 10 digits,
 * and epc/rpm recomputed from those sums (never an average of the rows' ratios).
 */
export function computeTotals(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number> = rows.keys(),
): Totals {
  const sums = new TotalSums();
  for (const i of indexes) {
    const row = rows[i];
    if (row) sums.addRow(row);
  }
  return sums.result();
}

// revenue * 1000, exactly, by moving the decimal point.
function divideTimes1000(revenue: string): string {
  return fromUnits(toScaled(revenue, REVENUE_SCALE) * 1000n, REVENUE_SCALE);
}

export interface ChartPoint {
  label: string;
  revenue: number;
}

// Revenue per group, summed exactly (unreadable revenue counts as zero, as in toScaled).
class RevenueSums {
  private sums = new Map<string, ExactSum>();

  add(key: string, revenue: string, units: number | undefined): void {
    let sum = this.sums.get(key);
    if (!sum) this.sums.set(key, (sum = new ExactSum()));
    if (units === undefined) sum.addBig(toScaled(revenue, REVENUE_SCALE));
    else sum.add(units);
  }

  entries(): [string, bigint][] {
    return Array.from(this.sums, ([key, sum]) => [key, sum.value]);
  }
}

function revenueBy(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
  keyOf: (row: SearchReportRow) => string,
): RevenueSums {
  const sums = new RevenueSums();
  for (const i of indexes) {
    const row = rows[i];
    if (row) sums.add(keyOf(row), row.revenue, scaledNumber(row.revenue, REVENUE_SCALE));
  }
  return sums;
}

const UNIT = 10n ** BigInt(REVENUE_SCALE);
function toNumber(units: bigint): number {
  // Whole and fraction apart, so large sums stay as exact as a double allows.
  return Number(units / UNIT) + Number(units % UNIT) / Number(UNIT);
}

function dayPoints(sums: RevenueSums): ChartPoint[] {
  return sums
    .entries()
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, units]) => ({ label, revenue: toNumber(units) }));
}

function topPoints(sums: RevenueSums, count: number): ChartPoint[] {
  return sums
    .entries()
    .sort(([, a], [, b]) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, count)
    .map(([label, units]) => ({ label, revenue: toNumber(units) }));
}

export function revenuePerDay(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
): ChartPoint[] {
  return dayPoints(revenueBy(rows, indexes, (row) => row.date));
}

export function topCountries(
  rows: readonly SearchReportRow[],
  indexes: Iterable<number>,
  count = 10,
): ChartPoint[] {
  return topPoints(
    revenueBy(rows, indexes, (row) => row.geo),
    count,
  );
}

export interface Summary {
  totals: Totals;
  perDay: ChartPoint[];
  countries: ChartPoint[];
}

/**
 * computeTotals, revenuePerDay and topCountries (top 10) in one pass, reading
 * each row's revenue once: what the page shows above the table.
 */
export function summarize(rows: readonly SearchReportRow[], indexes: ArrayLike<number>): Summary {
  const summary = new Summarizer(rows);
  summary.add(indexes, 0, indexes.length);
  return summary.result();
}

// Work between yields; well under the 50 ms that makes a long task.
const SLICE_MS = 8;
const ROWS_PER_CHECK = 1024;

/**
 * `summarize`, yielding to the browser every few milliseconds: 54,000 rows
 * take 50–70 ms of exact sums, which in one piece is a long task right after
 * the rows are shown. Rejects with the signal's reason once it is aborted.
 */
export async function summarizeInSlices(
  rows: readonly SearchReportRow[],
  indexes: ArrayLike<number>,
  signal: AbortSignal,
): Promise<Summary> {
  const summary = new Summarizer(rows);
  let deadline = performance.now() + SLICE_MS;
  for (let at = 0; at < indexes.length; at += ROWS_PER_CHECK) {
    if (performance.now() > deadline) {
      await yieldToEventLoop();
      signal.throwIfAborted();
      deadline = performance.now() + SLICE_MS;
    }
    summary.add(indexes, at, Math.min(indexes.length, at + ROWS_PER_CHECK));
  }
  signal.throwIfAborted();
  return summary.result();
}

/** The running sums behind a Summary: totals, revenue per day and per country. */
class Summarizer {
  private totals = new TotalSums();
  private days = new RevenueSums();
  private countries = new RevenueSums();
  constructor(private readonly rows: readonly SearchReportRow[]) {}

  /** Adds the rows at indexes[from] … indexes[to − 1]. */
  add(indexes: ArrayLike<number>, from: number, to: number): void {
    for (let k = from; k < to; k++) {
      const row = this.rows[indexes[k] as number];
      if (!row) continue;
      const units = scaledNumber(row.revenue, REVENUE_SCALE);
      this.totals.add(row, units);
      this.days.add(row.date, row.revenue, units);
      this.countries.add(row.geo, row.revenue, units);
    }
  }

  result(): Summary {
    return {
      totals: this.totals.result(),
      perDay: dayPoints(this.days),
      countries: topPoints(this.countries, 10),
    };
  }
}
