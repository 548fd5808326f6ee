import * as z from 'zod/mini';

/** "Compare to previous period" in a URL: a boolean, or the text a hand-written link has. */
export const CompareFlag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

/**
 * The one key a grouped table is filtered to ("Biggest changes" links): a
 * day, a country code, a feed, a sub ID ('' is "(none)"). The router hands a
 * number-like key over as a number.
 */
export const OnlyKey = z.pipe(
  z.union([z.string().check(z.maxLength(200)), z.number()]),
  z.transform((value) => String(value)),
);
