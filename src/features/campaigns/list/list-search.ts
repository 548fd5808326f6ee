import * as z from 'zod/mini';
import { LIST_DEFAULTS, SORT_ORDERS, SORTABLE_FIELDS } from '@contract/campaign-list-query';
import type { CampaignListParams } from '../api/list-params';

export const PAGE_SIZES = [20, 50, 100, 200] as const;

/**
 * The Country filter: not a parameter of the contract's list, so the list is
 * filtered in the browser (country-scan.ts). Only in the URL.
 */
export interface CountryFilterParams {
  /** Two-letter codes, upper-case, sorted, without repeats. */
  geo?: string[];
  /** false: a campaign that targets all countries does not match (absent: it does). */
  geoAll?: false;
}

/** Values a list URL may leave out; they are never written into it. */
export const LIST_SEARCH_DEFAULTS = {
  page: LIST_DEFAULTS.page,
  perPage: LIST_DEFAULTS.perPage,
  sort: LIST_DEFAULTS.sort,
  order: LIST_DEFAULTS.order,
} as const;

// The router hands over numbers for numeric values and strings otherwise;
// hand-written links may carry numeric strings. Booleans are not numbers here.
const IntLike = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.regex(/^\s*\d+\s*$/)),
      z.transform((value) => Number(value)),
    ),
  ]),
  z.number().check(z.int()),
);
const PositiveInt = z.pipe(IntLike, z.number().check(z.minimum(1)));

/** `types=3`, `types=1&types=3`, `types=[1,3]` and `types=1,3` are all a list. */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
  return [value];
}

/** A country code as the Country filter takes it: two letters (ISO 3166-1 alpha-2), upper-case. */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** Each value of a `geo` parameter, as text ('geo=AU', 'geo=AU&geo=de', 'geo=AU,DE'). */
function geoValues(value: unknown): string[] {
  if (value === undefined || value === '') return [];
  return asList(value).map((item) => String(item).trim());
}

/** The values of a `geo` parameter the Country filter cannot take (dropped, and said so). */
export function droppedCountryCodes(value: unknown): string[] {
  return geoValues(value).filter((code) => !COUNTRY_CODE.test(code));
}

function countryCodes(value: unknown): string[] | undefined {
  const codes = geoValues(value)
    .filter((code) => COUNTRY_CODE.test(code))
    .map((code) => code.toUpperCase());
  const unique = [...new Set(codes)].sort();
  return unique.length ? unique : undefined;
}

/** `geoAll=false` (as the page writes it, or 0) leaves out campaigns that target all countries. */
const Flag = z.pipe(
  z.pipe(z.pipe(z.unknown(), z.transform(String)), z.enum(['0', '1', 'true', 'false'])),
  z.transform((value) => value === '1' || value === 'true'),
);

function uniqueSorted(ids: number[]): number[] | undefined {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length ? unique : undefined;
}

/**
 * Each parameter as it must be to be taken; used to tell the user which ones
 * were reset. The search schema below is their forgiving version.
 */
const STRICT = {
  page: PositiveInt,
  perPage: IntLike.check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n))),
  sort: z.enum(SORTABLE_FIELDS),
  order: z.enum(SORT_ORDERS),
  // The router reads `query=123` as a number and `query=true` as a boolean.
  query: z.union([z.string(), z.number(), z.boolean()]),
  status: z.pipe(IntLike, z.number().check(z.minimum(0), z.maximum(4))),
  types: z.pipe(
    z.pipe(z.unknown(), z.transform(asList)),
    z.array(PositiveInt).check(z.minLength(1)),
  ),
  geo: z.pipe(
    z.pipe(z.unknown(), z.transform(geoValues)),
    z.array(z.string().check(z.regex(COUNTRY_CODE))).check(z.minLength(1)),
  ),
  geoAll: Flag,
} satisfies Record<keyof CampaignListParams | keyof CountryFilterParams, z.ZodMiniType>;

export type ListSearchKey = keyof typeof STRICT;

/** Absent: the default; present but invalid: also the default. */
function fallback<T extends z.ZodMiniType>(schema: T, value: z.core.util.NoUndefined<z.output<T>>) {
  return z.catch(z._default(schema, value), value);
}

/**
 * The list page's search params. A bad value never breaks the page: each one
 * falls back to its default on its own (`.catch`), and a list of types keeps
 * its valid ids.
 */
export const ListSearchSchema = z.object({
  page: fallback(STRICT.page, LIST_SEARCH_DEFAULTS.page),
  perPage: fallback(
    z.pipe(
      STRICT.perPage,
      z.transform((n) => n as (typeof PAGE_SIZES)[number]),
    ),
    LIST_SEARCH_DEFAULTS.perPage,
  ),
  sort: fallback(STRICT.sort, LIST_SEARCH_DEFAULTS.sort),
  order: fallback(STRICT.order, LIST_SEARCH_DEFAULTS.order),
  query: z.catch(
    z.optional(
      z.pipe(
        STRICT.query,
        z.transform((value) => String(value).trim() || undefined),
      ),
    ),
    undefined,
  ),
  status: z.catch(
    z.optional(
      z.pipe(
        STRICT.status,
        z.transform((n) => n as 0 | 1 | 2 | 3 | 4),
      ),
    ),
    undefined,
  ),
  types: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) =>
        value === undefined || value === ''
          ? undefined
          : uniqueSorted(
              asList(value).flatMap((item) => {
                const id = PositiveInt.safeParse(item);
                return id.success ? [id.data] : [];
              }),
            ),
      ),
    ),
  ),
  geo: z.optional(z.pipe(z.unknown(), z.transform(countryCodes))),
  // Only "off" is kept: the default stays out of the view and the URL.
  geoAll: z.catch(
    z.optional(
      z.pipe(
        STRICT.geoAll,
        z.transform((on) => (on ? undefined : false)),
      ),
    ),
    undefined,
  ),
});

export type ListSearch = z.output<typeof ListSearchSchema>;

/** What the server is asked for: the view without the Country filter. */
export function serverView<T extends Partial<CountryFilterParams>>(
  search: T,
): Omit<T, keyof CountryFilterParams> {
  const { geo: _geo, geoAll: _geoAll, ...rest } = search;
  return rest;
}

/**
 * The parameters of a raw (parsed but unvalidated) search that were present
 * and could not be taken as they are. Empty values count as absent.
 */
export function invalidSearchParams(raw: Record<string, unknown>): ListSearchKey[] {
  return (Object.keys(STRICT) as ListSearchKey[]).filter((key) => {
    const value = raw[key];
    if (value === undefined || value === '') return false;
    return !STRICT[key].safeParse(value).success;
  });
}

/** Whether a view narrows the list (paging and sorting do not). */
export function hasFilters(
  search: Pick<ListSearch, 'query' | 'status' | 'types'> & { geo?: readonly string[] },
): boolean {
  return (
    Boolean(search.query) ||
    search.status !== undefined ||
    Boolean(search.types?.length) ||
    Boolean(search.geo?.length)
  );
}
