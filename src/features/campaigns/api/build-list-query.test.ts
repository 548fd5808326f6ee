import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CampaignListDataSchema,
  PER_PAGE_MAX,
  SORT_ORDERS,
  SORTABLE_FIELDS,
} from '@contract/campaigns';
import { CampaignListQuerySchema } from '@contract/query-schemas';
import { queryRecord } from '@contract/query-params';
import { createApiClient } from '@/lib/api/client';
import { withQuery } from '@/lib/api/query-string';
import { buildListQuery } from './build-list-query';
import type { CampaignListParams } from './list-params';

const base: CampaignListParams = { page: 1, perPage: 20, sort: 'cid', order: 'desc' };

/** The URL the one typed client really requests for these params. */
async function requestedUrl(params: CampaignListParams): Promise<URL> {
  const urls: string[] = [];
  const api = createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken: 't' }),
    fetch: async (input) => {
      urls.push(String(input));
      return Response.json({
        status: 'success',
        data: { data: [], total: 0, currentPage: 1, totalPages: 0 },
      });
    },
  });
  await api.member.get('/login/campaigns/campaigns', {
    query: buildListQuery(params),
    schema: CampaignListDataSchema,
  });
  return new URL(urls[0] ?? '');
}

describe('buildListQuery', () => {
  it('always sends paging and sorting, defaults included', () => {
    expect(buildListQuery(base)).toEqual({ page: 1, perPage: 20, sort: 'cid', order: 'desc' });
  });

  it('uses exactly the contract parameter names', () => {
    const query = buildListQuery({
      ...base,
      page: 3,
      perPage: 200,
      sort: 'name',
      order: 'asc',
      query: 'spring',
      status: 3,
      types: [1, 7],
    });
    expect(Object.keys(query).sort()).toEqual(
      ['order', 'page', 'perPage', 'query', 'sort', 'status', 'types'].sort(),
    );
  });

  it('leaves unset filters out and trims the search text', () => {
    expect(buildListQuery({ ...base, query: '   ', types: [] })).toEqual(buildListQuery(base));
    expect(buildListQuery({ ...base, query: '  1042 ' }).query).toBe('1042');
  });

  it('sends status 0 (Pending), which is a real filter', () => {
    expect(buildListQuery({ ...base, status: 0 }).status).toBe(0);
  });

  it('repeats types on the wire instead of joining them', async () => {
    const url = await requestedUrl({ ...base, types: [1, 3, 7] });
    expect(url.searchParams.getAll('types')).toEqual(['1', '3', '7']);
    expect(url.search).toContain('types=1&types=3&types=7');
    expect(url.search).not.toMatch(/types=1(,|%2C)3/);
  });

  it('produces the full wire query of a filtered view', async () => {
    const url = await requestedUrl({
      ...base,
      page: 2,
      perPage: 50,
      sort: 'payout',
      order: 'asc',
      query: 'Acme',
      status: 1,
      types: [2],
    });
    expect(url.pathname).toBe('/api/v1/login/campaigns/campaigns');
    expect(url.search).toBe('?page=2&perPage=50&sort=payout&order=asc&query=Acme&status=1&types=2');
  });
});

/** Every list view the dashboard can hold. */
const listParams: fc.Arbitrary<CampaignListParams> = fc.record(
  {
    page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    perPage: fc.integer({ min: 1, max: PER_PAGE_MAX }),
    sort: fc.constantFrom(...SORTABLE_FIELDS),
    order: fc.constantFrom(...SORT_ORDERS),
    query: fc.string({ unit: 'grapheme', maxLength: 20 }),
    status: fc.constantFrom(0, 1, 2, 3, 4 as const),
    types: fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 6 })
      .map((ids) => ids.sort((a, b) => a - b)),
  },
  { requiredKeys: ['page', 'perPage', 'sort', 'order'] },
);

describe('buildListQuery against the contract', () => {
  it('writes every view so that CampaignListQuerySchema, which the server parses with, reads it back', () => {
    fc.assert(
      fc.property(listParams, (params) => {
        const url = new URL(withQuery('http://api.test/list', buildListQuery(params)));
        const read = CampaignListQuerySchema.parse(queryRecord(url.searchParams));
        const text = params.query?.trim();
        expect(read).toEqual({
          page: params.page,
          perPage: params.perPage,
          sort: params.sort,
          order: params.order,
          ...(text ? { query: text } : {}),
          ...(params.status === undefined ? {} : { status: params.status }),
          ...(params.types?.length ? { types: params.types } : {}),
        });
      }),
    );
  });
});
