import type { CampaignListData, CampaignListRow } from '@contract/campaigns';

/** The Country filter of a view: codes upper-case; `includeAll` for "target all countries". */
export interface CountryFilter {
  codes: readonly string[];
  includeAll: boolean;
}

/** A code as a row may carry it (" au", "Au"): compared trimmed and upper-case. */
const normal = (code: string) => code.trim().toUpperCase();

/**
 * Whether a list row targets one of the countries. An empty `geo` is a
 * campaign that targets all countries (the list's "All"): it matches only
 * when `includeAll` is on. A row whose codes are all blank targets none.
 */
export function matchesCountries(row: CampaignListRow, filter: CountryFilter): boolean {
  if (row.geo.length === 0) return filter.includeAll;
  return row.geo.some((code) => filter.codes.includes(normal(code)));
}

export function filterByCountry(
  rows: readonly CampaignListRow[],
  filter: CountryFilter,
): CampaignListRow[] {
  return rows.filter((row) => matchesCountries(row, filter));
}

/** One page of rows filtered in the browser, shaped like the list endpoint's answer. */
export function pageOfRows(
  rows: readonly CampaignListRow[],
  page: number,
  perPage: number,
): CampaignListData {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    currentPage: page,
    totalPages: Math.ceil(rows.length / perPage),
  };
}

/** A row's countries with the filtered ones first (in the filter's order), the rest as they were. */
export function filteredFirst(geo: readonly string[], codes: readonly string[]): string[] {
  if (codes.length === 0) return [...geo];
  const rank = (code: string) => {
    const at = codes.indexOf(normal(code));
    return at === -1 ? codes.length : at;
  };
  // Array.prototype.sort is stable: codes of equal rank keep their order.
  return [...geo].sort((a, b) => rank(a) - rank(b));
}
