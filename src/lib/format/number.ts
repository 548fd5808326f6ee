import { perLocale } from './locale';

const integer = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const percent = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const oneDecimal = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const compact = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
);

const INTEGER_TEXT = /^-?\d+$/;

/**
 * A count, grouped in the reader's locale ("1,234" / "1.234"). Integer strings
 * (the Search report's counts) are formatted exactly, however long; other text
 * is shown as it is, and a number that is not finite as "—".
 */
export function formatCount(value: number | bigint | string): string {
  if (typeof value === 'string') {
    const text = value.trim();
    return INTEGER_TEXT.test(text) ? integer().format(text as `${number}`) : value;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return '—';
  return integer().format(value);
}

/** "1 campaign", "1,234 campaigns": a count with its noun, singular only for exactly one. */
export function formatCountOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** A ratio as a percentage with 2 decimals (0.0123 → "1.23%"). */
export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? percent().format(ratio) : '—';
}

/** A measured size in bytes, kB or MB, one decimal in the reader's locale. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${formatCount(bytes)} B`;
  if (bytes < 1_000_000) return `${oneDecimal().format(bytes / 1000)} kB`;
  return `${oneDecimal().format(bytes / 1_000_000)} MB`;
}

/** A short number for chart axes: "1.5K" / "1,5 Mio."; exact values are in the tables. */
export function formatCompact(value: number): string {
  return Number.isFinite(value) ? compact().format(value) : '—';
}
