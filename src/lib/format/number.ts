import { perLocale } from './locale';

const integer = /* @__PURE__ */ perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
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
