import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../contract/common';
import {
  SearchReportResponseSchema,
  XmlStatsDayRowSchema,
  XmlStatsResponseSchema,
} from '../../../contract/reports';
import { body } from '../../testing/requests';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = async (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await t.app.request(`/pub${path}?${query}`);
  return { status: res.status, json: await body(res) };
};
const range = { date_from: '2026-11-01', date_to: TEST_TODAY };
const xml = (params: Record<string, string | number | undefined>) =>
  get('/xml/stats', { token: t.publisherKeys.both, tid: 501, ...range, ...params });
const search = (params: Record<string, string | number | undefined>) =>
  get('/publisher/search-report', { token: t.publisherKeys.both, ...range, ...params });

describe('publisher key checks', () => {
  it('answers 401 for a missing or unknown key, and ignores an Authorization header', async () => {
    for (const token of [undefined, '', 'pk_unknown']) {
      const answers = [await xml({ token }), await search({ token })];
      for (const a of answers)
        expect(a).toEqual({
          status: 401,
          json: { status: 'error', message: 'Unknown or missing publisher API key' },
        });
    }
    const res = await t.app.request(
      `/pub/xml/stats?tid=501&date_from=2026-11-01&date_to=2026-11-02`,
      { headers: { Authorization: `Bearer ${t.publisherKeys.both}` } },
    );
    expect(res.status).toBe(401);
  });

  it('answers 403 for a key without the scope of the endpoint', async () => {
    expect(await xml({ token: t.publisherKeys.searchOnly, tid: 701 })).toMatchObject({
      status: 403,
      json: { message: 'This API key does not have the publisher:xml:read scope' },
    });
    expect(await search({ token: t.publisherKeys.xmlOnly })).toMatchObject({
      status: 403,
      json: { message: 'This API key does not have the publisher:search:read scope' },
    });
  });

  it('answers 403 for a tid or sid of another publisher or one that does not exist', async () => {
    for (const tid of [601, 701, 999]) expect((await xml({ tid })).status).toBe(403);
    for (const sid of [911, 921, 999]) expect((await search({ sid })).status).toBe(403);
  });
});

describe('GET /pub/xml/stats', () => {
  it('answers one contract row per day of the inclusive range', async () => {
    const { status, json } = await xml({});
    expect(status).toBe(200);
    const rows = XmlStatsResponseSchema.parse(json).data.map((r) => XmlStatsDayRowSchema.parse(r));
    expect(rows.map((r) => r.date)).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    for (const r of rows) {
      expect(r.gross_valid + r.gross_invalid).toBe(r.gross_clicks);
      expect(Number.isInteger(r.gross_requests)).toBe(true);
      expect(r.net_revenue).toBeLessThan(r.gross_revenue);
    }
    expect((await xml({ date_from: TEST_TODAY, date_to: TEST_TODAY })).json.data).toHaveLength(1);
    expect((await xml({ date_from: '2020-01-01', date_to: '2020-01-31' })).json.data).toEqual([]);
  });

  it.each([
    [{ tid: undefined }, 'tid'],
    [{ tid: 'abc' }, 'tid'],
    [{ tid: 0 }, 'tid'],
    [{ date_from: undefined }, 'date_from'],
    [{ date_from: '2026-13-01' }, 'date_from'],
    [{ date_to: '20261120' }, 'date_to'],
    [{ date_from: '2026-11-10', date_to: '2026-11-09' }, 'date_to'],
    [{ groupBy: 'geo' }, 'groupBy'],
    [{ groupBy: 'week' }, 'groupBy'],
    [{ export: 'csv' }, 'export'],
    [{ export: 'xml' }, 'export'],
  ])('answers 422 for %j', async (params, field) => {
    const { status, json } = await xml(params);
    expect(status).toBe(422);
    expect(ErrorBodySchema.parse(json).errors).toHaveProperty([field]);
  });
});

describe('GET /pub/publisher/search-report', () => {
  it('answers contract rows by day, feed, country and subid with exact decimal strings', async () => {
    const { status, json } = await search({ sid: 902 });
    expect(status).toBe(200);
    const rows = SearchReportResponseSchema.parse(json).data;
    expect(rows.length).toBe(20 * 4 * 3);
    expect(new Set(rows.map((r) => r.feed))).toEqual(new Set([902]));
    for (const r of rows) {
      expect(r.revenue).toMatch(/^\d+\.\d{10}$/);
      expect(r.epc).toMatch(/^\d+\.\d{6}$/);
      expect(r.rpm).toMatch(/^\d+\.\d{6}$/);
      for (const n of [r.total, r.monetized, r.clicks]) expect(n).toMatch(/^\d+$/);
      const micros = BigInt(r.revenue.replace('.', '')) / 10_000n;
      const clicks = BigInt(r.clicks);
      const epc = clicks === 0n ? 0n : (micros * 2n + clicks) / (clicks * 2n);
      expect(r.epc).toBe(`${epc / 1_000_000n}.${String(epc % 1_000_000n).padStart(6, '0')}`);
    }
    expect(rows.some((r) => r.clicks === '0' && r.epc === '0.000000')).toBe(true);
  });

  it('covers every feed of the publisher without sid, and 422s bad input', async () => {
    const all = await search({});
    expect(new Set(all.json.data.map((r: { feed: number }) => r.feed))).toEqual(
      new Set([901, 902]),
    );
    expect((await search({ sid: 'x' })).status).toBe(422);
    expect((await search({ date_to: undefined })).status).toBe(422);
    expect((await search({ export: 'csv' })).status).toBe(422);
    const only = await search({ token: t.publisherKeys.searchOnly, sid: 921 });
    expect(only.status).toBe(200);
  });
});
