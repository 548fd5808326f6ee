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
