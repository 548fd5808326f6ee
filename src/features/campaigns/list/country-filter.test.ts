import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import type { CampaignListRow } from '@contract/campaigns';
import { filterByCountry, filteredFirst, matchesCountries, pageOfRows } from './country-filter';
import {
  droppedCountryCodes,
  invalidSearchParams,
  ListSearchSchema,
  serverView,
} from './list-search';

const row = (cid: number, geo: string[]) => ({ cid, geo }) as unknown as CampaignListRow;
const raw = (search: string) => defaultParseSearch(search) as Record<string, unknown>;

describe('the Country filter on list rows', () => {
  const all = row(1, []);
  const several = row(2, ['CA', 'GB', 'BR', 'AU']);
  const other = row(3, ['DE']);
  const foreignCase = row(4, [' au']);
  const blank = row(5, ['']);

  it('matches a campaign targeting one of the countries, in any case or spacing', () => {
    const filter = { codes: ['AU'], includeAll: true };
    expect(matchesCountries(several, filter)).toBe(true);
    expect(matchesCountries(foreignCase, filter)).toBe(true);
    expect(matchesCountries(other, filter)).toBe(false);
    expect(matchesCountries(blank, filter)).toBe(false);
  });

  it('matches "all countries" only while "Include campaigns that target all countries" is on', () => {
    expect(matchesCountries(all, { codes: ['AU'], includeAll: true })).toBe(true);
    expect(matchesCountries(all, { codes: ['AU'], includeAll: false })).toBe(false);
  });

  it('takes any of several countries, keeping the rows in their order', () => {
    const rows = [all, several, other, foreignCase, blank];
    expect(
      filterByCountry(rows, { codes: ['DE', 'GB'], includeAll: false }).map((r) => r.cid),
    ).toEqual([2, 3]);
  });

  it('pages the kept rows like the list endpoint', () => {
    const rows = Array.from({ length: 45 }, (_, i) => row(i + 1, ['AU']));
    expect(pageOfRows(rows, 3, 20)).toMatchObject({ total: 45, currentPage: 3, totalPages: 3 });
    expect(pageOfRows(rows, 3, 20).data.map((r) => r.cid)).toEqual([41, 42, 43, 44, 45]);
    expect(pageOfRows([], 1, 20)).toEqual({ data: [], total: 0, currentPage: 1, totalPages: 0 });
  });

  it('puts the filtered countries first for the Geo cell, the rest in their order', () => {
    expect(filteredFirst(['CA', 'GB', 'BR', 'AU'], ['AU'])).toEqual(['AU', 'CA', 'GB', 'BR']);
    expect(filteredFirst(['CA', 'de', 'GB', 'AU'], ['AU', 'DE'])).toEqual(['AU', 'de', 'CA', 'GB']);
    expect(filteredFirst(['CA', 'GB'], [])).toEqual(['CA', 'GB']);
  });
});

describe('the Country filter in the URL', () => {
  it('reads geo=AU, several, repeated or comma-joined, upper-cased and sorted', () => {
    expect(ListSearchSchema.parse(raw('?geo=AU')).geo).toEqual(['AU']);
    expect(ListSearchSchema.parse(raw('?geo=de&geo=AU')).geo).toEqual(['AU', 'DE']);
    expect(ListSearchSchema.parse(raw('?geo=AU,DE,AU')).geo).toEqual(['AU', 'DE']);
    expect(ListSearchSchema.parse(raw('')).geo).toBeUndefined();
    expect(invalidSearchParams(raw('?geo=AU&geo=de'))).toEqual([]);
  });

  it('drops what is no country code, names it, and keeps everything else', () => {
    const search = '?geo=AU&geo=Australia&geo=1&status=1&page=2';
    expect(droppedCountryCodes(raw(search).geo)).toEqual(['Australia', '1']);
    expect(invalidSearchParams(raw(search))).toEqual(['geo']);
    expect(ListSearchSchema.parse(raw(search))).toMatchObject({ geo: ['AU'], status: 1, page: 2 });
    expect(ListSearchSchema.parse(raw('?geo=XYZ')).geo).toBeUndefined();
  });

  it('keeps only geoAll=false or 0 (the default, on, stays out of the URL); a bad value is reset', () => {
    expect(ListSearchSchema.parse(raw('?geo=AU&geoAll=0')).geoAll).toBe(false);
    expect(ListSearchSchema.parse(raw('?geo=AU&geoAll=false')).geoAll).toBe(false);
    expect(ListSearchSchema.parse(raw('?geo=AU&geoAll=1')).geoAll).toBeUndefined();
    expect(ListSearchSchema.parse(raw('?geo=AU&geoAll=maybe')).geoAll).toBeUndefined();
    expect(invalidSearchParams(raw('?geoAll=maybe'))).toEqual(['geoAll']);
  });

  it('never sends the Country filter to the server', () => {
    const search = ListSearchSchema.parse(raw('?geo=AU&geoAll=0&status=1'));
    expect(serverView(search)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'cid',
      order: 'desc',
      status: 1,
    });
  });
});
