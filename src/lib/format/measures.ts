import { perLocale } from './locale';
import { formatCount } from './number';

// Ratios, axis ticks and sizes: only reports and the MCP console show them, so they
// stay out of the small formatting file every first view loads.
const percent = /* @__PURE__ */ perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
// Decimal strings are formatted exactly (Intl.NumberFormat v3), like money.
const change = /* @__PURE__ */ perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
const oneDecimal = /* @__PURE__ */ perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const compact = /* @__PURE__ */ perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
);

/** A ratio as a percentage with 2 decimals (0.0123 → "1.23%"). */
export function formatPercent(ratio: number): string {
  return Number.isFinite(ratio) ? percent().format(ratio) : '—';
}

/** The size of a change as a percentage with 1 decimal ("0.125" → "12.5%"); the caller says which way. */
export function formatChangePercent(ratio: number | string): string {
  const value = typeof ratio === 'string' ? Number(ratio) : ratio;
  if (!Number.isFinite(value)) return '—';
  return change().format(typeof ratio === 'string' ? (ratio.trim() as `${number}`) : ratio);
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
