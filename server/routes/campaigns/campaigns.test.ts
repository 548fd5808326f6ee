import { beforeAll, describe, expect, it } from 'vitest';
import {
  CampaignEditResponseSchema,
  CampaignListResponseSchema,
  SORTABLE_FIELDS,
} from '@contract/campaigns';
import { ErrorBodySchema } from '@contract/common';
import { BASE, findCid } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof requests>;
beforeAll(async () => {
  t = await createTestApp();
  http = requests(t);
});

const list = async (query: string, token = t.tokens.demo) => {
  const res = await http.get(`${BASE}/campaigns${query}`, token);
  return { status: res.status, json: await body(res) };
};

describe('GET /login/campaigns/campaigns', () => {
  it('answers the contract envelope with rows of the member only, newest cid first', async () => {
    const { status, json } = await list('');
    expect(status).toBe(200);
    const data = CampaignListResponseSchema.parse(json).data;
    expect(data).toMatchObject({ currentPage: 1, total: 324, totalPages: 17 });
    expect(data.data).toHaveLength(20);
    expect(data.data.every((r) => r.uid === 1001)).toBe(true);
    const cids = data.data.map((r) => r.cid);
    expect(cids).toEqual([...cids].sort((a, b) => b - a));
  });

  it('builds rows exactly as the contract lists them', async () => {
    const { json } = await list('?query=10001');
    const row = json.data.data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'cid',
        'uid',
        'type_name',
        'name',
        'website',
        'geo',
        'payout',
        'd_revenue',
        't_revenue',
        'daily_budget',
        'total_budget',
        'bid_control_count',
        'status',
        'status_name',
      ].sort(),
    );
    const doc = JSON.parse(
      (t.db.prepare('SELECT doc FROM campaigns WHERE cid = 10001').get() as { doc: string }).doc,
    );
    expect(row).toMatchObject({
      cid: 10001,
      name: doc.name,
      geo: doc.geo,
      payout: doc.payout,
      bid_control_count: doc.bidControl.length,
      type_name: 'Push CPC',
      status: 0,
      status_name: 'Pending',
    });
  });

  it('pages, and keeps a stable order across pages', async () => {
    const a = await list('?perPage=7&page=2&sort=status&order=asc');
    const b = await list('?perPage=14&page=1&sort=status&order=asc');
    expect(a.json.data.data.map((r: { cid: number }) => r.cid)).toEqual(
      b.json.data.data.slice(7).map((r: { cid: number }) => r.cid),
    );
    const last = await list('?perPage=200&page=2');
    expect(last.json.data).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(last.json.data.data).toHaveLength(124);
    expect((await list('?page=99')).json.data.data).toEqual([]);
  });

  it.each(SORTABLE_FIELDS)('sorts by %s both ways', async (field) => {
    const asc = (await list(`?sort=${field}&order=asc&perPage=200`)).json.data.data as Record<
      string,
      unknown
    >[];
    const desc = (await list(`?sort=${field}&order=desc&perPage=200`)).json.data.data as Record<
      string,
      unknown
    >[];
    const key = (r: Record<string, unknown>) =>
      typeof r[field] === 'string' ? String(r[field]).toLowerCase() : Number(r[field]);
    for (let i = 1; i < asc.length; i++)
      expect(key(asc[i - 1] ?? {}) <= key(asc[i] ?? {})).toBe(true);
    for (let i = 1; i < desc.length; i++)
      expect(key(desc[i - 1] ?? {}) >= key(desc[i] ?? {})).toBe(true);
  });

  it('filters by status and by repeated or comma-joined types', async () => {
    const paused = await list('?status=3&perPage=200');
    expect(paused.json.data.data.every((r: { status: number }) => r.status === 3)).toBe(true);
    expect(paused.json.data.total).toBeGreaterThan(0);
    const repeated = await list('?types=1&types=3&perPage=200');
    const joined = await list('?types=1,3&perPage=200');
    expect(repeated.json.data).toEqual(joined.json.data);
    const names = new Set(repeated.json.data.data.map((r: { type_name: string }) => r.type_name));
    expect([...names].sort()).toEqual(['Contextual CPC', 'Push CPC']);
    expect((await list('?status=&types=&query=')).json.data.total).toBe(324);
  });

  it('searches names case-insensitively, wildcards literally, and a number as the exact cid', async () => {
    expect(
      (await list('?query=cashback_promo')).json.data.data.map((r: { name: string }) => r.name),
    ).toEqual(['100% Cashback_Promo']);
    expect((await list('?query=%25')).json.data.total).toBe(1);
    expect((await list('?query=GR%C3%96SSE')).json.data.total).toBe(0);
    expect((await list(`?query=${encodeURIComponent('"GRÖßE"')}`)).json.data.total).toBe(1);
    expect((await list('?query=10005')).json.data.data.map((r: { cid: number }) => r.cid)).toEqual([
      10005,
    ]);
    const foreign = findCid(t, { uid: 2001 });
    expect((await list(`?query=${foreign}`)).json.data.total).toBe(0);
  });

  it.each([
    ['?sort=doc', 'sort'],
    ['?sort=uid;DROP TABLE campaigns', 'sort'],
    ['?perPage=0', 'perPage'],
    ['?perPage=201', 'perPage'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?status=5', 'status'],
    ['?status=1.5', 'status'],
    ['?types=push', 'types'],
    ['?order=up', 'order'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const { status, json } = await list(query);
    expect(status).toBe(422);
    expect(ErrorBodySchema.parse(json).errors).toHaveProperty(field);
  });

  // Decision 028: the query is read by CampaignListQuerySchema; these were read otherwise before.
  it('refuses a single-valued parameter given twice instead of taking its first value', async () => {
    for (const [query, field] of [
      ['?page=1&page=2', 'page'],
      ['?status=1&status=3', 'status'],
      ['?sort=cid&sort=name', 'sort'],
      ['?query=a&query=b', 'query'],
    ]) {
      const { status, json } = await list(query ?? '');
      expect(status).toBe(422);
      const error = ErrorBodySchema.parse(json);
      expect(error.message).toBe('Invalid list parameters');
      expect(error.errors).toEqual({ [field ?? '']: [`${field} must be given once`] });
    }
    // types is the one parameter the contract lets repeat.
    expect((await list('?types=1&types=3')).status).toBe(200);
  });

  it('takes any integer type id, as the contract says: one no type has matches nothing', async () => {
    const { status, json } = await list('?types=-1');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ total: 0, data: [] });
    const mixed = await list('?types=-1&types=1&perPage=200');
    const only1 = await list('?types=1&perPage=200');
    expect(mixed.json.data).toEqual(only1.json.data);
    expect(only1.json.data.total).toBeGreaterThan(0);
  });

  it('names the real limit of a page number too large to read exactly', async () => {
    const { status, json } = await list('?page=99999999999999999999');
    expect(status).toBe(422);
    expect(ErrorBodySchema.parse(json).errors).toEqual({
      page: ['page must be at most 9007199254740991'],
    });
    expect((await list(`?page=${Number.MAX_SAFE_INTEGER}`)).json.data.data).toEqual([]);
  });

  it('names every bad parameter at once, each with one message', async () => {
    const { json } = await list('?page=0&perPage=x&sort=doc&order=up&status=9&types=1,a');
    expect(ErrorBodySchema.parse(json)).toEqual({
      status: 'error',
      message: 'Invalid list parameters',
      errors: {
        page: ['page must be at least 1'],
        perPage: ['perPage must be a whole number'],
        sort: [`sort must be one of: ${SORTABLE_FIELDS.join(', ')}`],
        order: ['order must be one of: asc, desc'],
        status: ['status must be between 0 and 4'],
        types: ['types must be whole numbers, got "a"'],
      },
    });
  });

  it('lists at most ten messages of a parameter, however many of its values are bad', async () => {
    const bad = Array.from({ length: 2000 }, (_, i) => `x${i}`);
    const res = await requests(t).get(`${BASE}/campaigns?types=${bad.join(',')}`, t.tokens.demo);
    expect(res.status).toBe(422);
    const text = await res.text();
    const { errors } = ErrorBodySchema.parse(JSON.parse(text));
    expect(errors?.types).toEqual([
      ...bad.slice(0, 10).map((v) => `types must be whole numbers, got "${v}"`),
      '…and 1990 more like these',
    ]);
    // No larger than the request that asked it.
    expect(text.length).toBeLessThan(bad.join(',').length);
  });

  it('isolates owners: each member lists only their own campaigns', async () => {
    const low = await list('?perPage=200', t.tokens.lowBalance);
    expect(low.json.data.total).toBe(15);
    expect(low.json.data.data.every((r: { uid: number }) => r.uid === 1002)).toBe(true);
    const globex = await list('?perPage=200', t.tokens.otherTenant);
    expect(globex.json.data.total).toBe(40);
    expect(new Set(globex.json.data.data.map((r: { type_name: string }) => r.type_name))).toEqual(
      new Set(['Popunder CPV', 'Push CPM', 'Banner CPM']),
    );
  });
});

describe('GET /login/campaigns/:cid', () => {
  it('answers campaign, campaign_types and settings of the member tenant', async () => {
    const res = await http.get(`${BASE}/10002`, t.tokens.demo);
    const data = CampaignEditResponseSchema.parse(await body(res)).data;
    expect(data.campaign).toMatchObject({ cid: 10002, uid: 1001, type: 2 });
    expect(Object.keys(data.campaign_types)).toEqual(['1', '2', '3', '4', '7']);
    expect(data.settings).toMatchObject({ enable_bidcontrol: true, min_budget: 10 });
    const globex = await body(
      await http.get(`${BASE}/${findCid(t, { uid: 2001 })}`, t.tokens.otherTenant),
    );
    expect(Object.keys(globex.data.campaign_types)).toEqual(['11', '12', '15']);
    expect(globex.data.settings).toMatchObject({ enable_bidcontrol: false, min_budget: 25 });
  });

  it('answers the identical 404 for a missing, a foreign and a malformed cid', async () => {
    const answers = await Promise.all(
      [
        '999999',
        String(findCid(t, { uid: 2001 })),
        String(findCid(t, { uid: 1002 })),
        'abc',
        '-5',
        '1e3',
      ].map(async (cid) => {
        const res = await http.get(`${BASE}/${cid}`, t.tokens.demo);
        return { status: res.status, body: await res.text() };
      }),
    );
    for (const answer of answers)
      expect(answer).toEqual({
        status: 404,
        body: JSON.stringify({ status: 'error', message: 'Campaign not found' }),
      });
  });
});
