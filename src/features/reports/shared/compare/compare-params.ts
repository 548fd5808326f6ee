import { onOff, type ValueReader } from '@/lib/search-values';

/** "Compare to previous period" in a URL: a boolean, or the text a hand-written link has. */
export const CompareFlag: ValueReader<boolean> = onOff;

/**
 * The one key a grouped table is filtered to ("Biggest changes" links): a
 * day, a country code, a feed, a sub ID ('' is "(none)"). The router hands a
 * number-like key over as a number.
 */
export const OnlyKey: ValueReader<string> = (value) =>
  (typeof value === 'string' && value.length <= 200) || typeof value === 'number'
    ? String(value)
    : undefined;
