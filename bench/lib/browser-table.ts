import { ms, type Table } from './report';

/** What one area of the browser benchmarks hands back: its tables (method in the caption) and notes. */
export interface AreaResult {
  tables: Table[];
  notes: string[];
}
import { summarize } from './stats';

/** One measured quantity: a value per run, and the limit if it has one. */
export interface Metric {
  label: string;
  samples: number[];
  unit: 'ms' | 'score' | 'count';
  /** The median must lie within [min, max] (either bound may be open). */
  target?: { min?: number; max?: number; text: string };
}

function format(value: number, unit: Metric['unit']): string {
  if (!Number.isFinite(value)) return '–';
  if (value === 0) return '0';
  if (unit === 'score') return value.toFixed(3);
  if (unit === 'count') return value.toLocaleString('en-US');
  return ms(value);
}

/**
 * "met" when the median is within the target. A met median with runs outside it
 * says how many, so a tail is not hidden behind the median.
 */
export function verdict(metric: Metric): string {
  const target = metric.target;
  if (!target) return '';
  const within = (v: number) =>
    (target.max === undefined || v <= target.max) && (target.min === undefined || v >= target.min);
  const s = summarize(metric.samples);
  if (!within(s.p50)) return 'miss';
  const outside = metric.samples.filter((v) => !within(v)).length;
  return outside ? `met (${outside} of ${s.n} runs outside)` : 'met';
}

export function metricTable(caption: string, metrics: Metric[]): Table {
  return {
    caption,
    head: ['Measure', 'Median', 'Min', 'Max', 'Runs', 'Target', 'Verdict'],
    align: ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
    rows: metrics.map((m) => {
      const s = summarize(m.samples);
      const unit = m.unit === 'ms' ? ' (ms)' : '';
      return [
        `${m.label}${unit}`,
        format(s.p50, m.unit),
        format(s.min, m.unit),
        format(s.max, m.unit),
        String(s.n),
        m.target?.text ?? '',
        verdict(m),
      ];
    }),
  };
}

/** "label (median X, target Y)" for every metric whose verdict is a miss. */
export function misses(area: string, metrics: Metric[]): string[] {
  return metrics
    .filter((m) => verdict(m) === 'miss')
    .map(
      (m) =>
        `${area}: ${m.label} misses its target (median ${format(summarize(m.samples).p50, m.unit)}${m.unit === 'ms' ? ' ms' : ''}, target ${m.target?.text ?? ''}).`,
    );
}

export function median(samples: number[]): number {
  return summarize(samples).p50;
}
