/** Order statistics of a sample of timings (milliseconds). */
export interface Summary {
  n: number;
  min: number;
  max: number;
  mean: number;
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of an ascending sample: p99 of 250 values is the 248th. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(sample: readonly number[]): Summary {
  const sorted = [...sample].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
