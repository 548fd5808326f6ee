import {
  LIST_DEFAULTS,
  SORT_ORDERS,
  SORTABLE_FIELDS,
  type SortableField,
  type SortOrder,
} from '@contract/campaign-list-query';
import type { CampaignStatus } from '@contract/campaigns';
import { searchSchema } from '@/lib/search-schema';
import {
  asList,
  intLike,
  isGiven,
  keysOf,
  matching,
  onOff,
  oneOf,
  positiveInt,
  textLike,
  type ValueReader,
} from '@/lib/search-values';
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

function uniqueSorted(ids: number[]): number[] | undefined {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length ? unique : undefined;
}

/** A list in which every item is taken, or nothing. */
function everyOf<T>(read: ValueReader<T>, items: unknown[]): T[] | undefined {
  const taken = items.map(read);
  return taken.length && taken.every((item) => item !== undefined) ? (taken as T[]) : undefined;
}

/**
 * Each parameter as it must be to be taken; used to tell the user which ones
 * were reset. The search schema below is their forgiving version.
 */
const STRICT = {
  page: positiveInt,
  perPage: (value: unknown) => {
    const n = intLike(value);
    return n !== undefined && (PAGE_SIZES as readonly number[]).includes(n)
      ? (n as PageSize)
      : undefined;
  },
  sort: oneOf(SORTABLE_FIELDS),
  order: oneOf(SORT_ORDERS),
  query: textLike,
  status: (value: unknown) => {
    const n = intLike(value);
    return n !== undefined && n >= 0 && n <= 4 ? (n as CampaignStatus) : undefined;
  },
  types: (value: unknown) => everyOf(positiveInt, asList(value)),
  geo: (value: unknown) => everyOf(matching(COUNTRY_CODE), geoValues(value)),
  // `geoAll=false` (as the page writes it, or 0) leaves out campaigns that target all countries.
  geoAll: (value: unknown) => onOff(String(value)),
} satisfies Record<keyof CampaignListParams | keyof CountryFilterParams, ValueReader<unknown>>;

export type ListSearchKey = keyof typeof STRICT;

type PageSize = (typeof PAGE_SIZES)[number];

/** The list page's view: the URL's search params, each one valid. */
export interface ListSearch extends CountryFilterParams {
  page: number;
  perPage: PageSize;
  sort: SortableField;
  order: SortOrder;
  query?: string;
  status?: CampaignStatus;
  types?: number[];
}

/** What links and navigations may hand over: any part of a view (the rest falls back). */
export type ListSearchInput = Partial<ListSearch>;

/**
 * The list page's search params. A bad value never breaks the page: each one
 * falls back to its default on its own, and a list of types keeps its valid ids.
 */
export const ListSearchSchema = searchSchema<ListSearchInput, ListSearch>((raw) =>
  keysOf(raw, {
    page: STRICT.page(raw.page) ?? LIST_SEARCH_DEFAULTS.page,
    perPage: STRICT.perPage(raw.perPage) ?? LIST_SEARCH_DEFAULTS.perPage,
    sort: STRICT.sort(raw.sort) ?? LIST_SEARCH_DEFAULTS.sort,
    order: STRICT.order(raw.order) ?? LIST_SEARCH_DEFAULTS.order,
    query: STRICT.query(raw.query)?.trim() || undefined,
    status: STRICT.status(raw.status),
    types: isGiven(raw.types)
      ? uniqueSorted(asList(raw.types).flatMap((item) => positiveInt(item) ?? []))
      : undefined,
    geo: countryCodes(raw.geo),
    // Only "off" is kept: the default stays out of the view and the URL.
    geoAll: STRICT.geoAll(raw.geoAll) === false ? (false as const) : undefined,
  }),
);

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
    if (!isGiven(value)) return false;
    return STRICT[key](value) === undefined;
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
