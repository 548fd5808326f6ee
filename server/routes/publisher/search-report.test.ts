import { beforeAll, describe, expect, it } from 'vitest';
import { SearchReportResponseSchema, type SearchReportRow } from '@contract/reports';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app';
import { SEARCH_CSV_COLUMNS } from './publisher.handlers';
import { LARGE_KEY, reportRequests, type Params } from './report-requests';

let t: TestApp;
let search: (p: Params) => ReturnType<ReturnType<typeof reportRequests>['get']>;
beforeAll(async () => {
  t = await createTestApp();
  const { get } = reportRequests(t);
  search = (p) =>
    get('/publisher/search-report', {
      token: t.publisherKeys.both,
      date_from: '2026-11-01',
      date_to: TEST_TODAY,
      ...p,
    });
});

describe('GET /pub/publisher/search-report', () => {
  it('answers rows by day, feed, country and subid with exact decimal strings', async () => {
    const { status, json } = await search({ sid: 902 });
    expect(status).toBe(200);
    const rows = SearchReportResponseSchema.parse(json).data;
    expect(rows.length).toBeGreaterThan(20 * 8 * 3 - 1);
    expect(new Set(rows.map((r) => r.feed))).toEqual(new Set([902]));
    expect(new Set(rows.map((r) => r.date)).size).toBe(20);
    for (const r of rows) {
      expect(Object.keys(r)).toEqual([...SEARCH_CSV_COLUMNS]);
      expect(r.revenue).toMatch(/^\d+\.\d{10}$/);
      expect(r.epc).toMatch(/^\d+\.\d{6}$/);
      expect(r.rpm).toMatch(/^\d+\.\d{6}$/);
      for (const n of [r.total, r.monetized, r.clicks]) expect(n).toMatch(/^(0|[1-9]\d*)$/);
    }
    expect(rows.some((r) => r.clicks === '0' && r.epc === '0.000000')).toBe(true);
    const sorted = [...rows].sort((a, b) =>
      `${a.date}|${a.geo}|${a.subid}`.localeCompare(`${b.date}|${b.geo}|${b.subid}`),
    );
    expect(rows.map((r) => r.date)).toEqual(sorted.map((r) => r.date));
  });

  it('computes epc and rpm half up, and 0 without clicks or requests (hand-checked rows)', async () => {
    const insert = t.db.prepare(
      `INSERT INTO search_stats_daily (sid, date, geo, subid, total, monetized, clicks, revenue_micros)
       VALUES (901, '2030-01-01', ?, 'hand', ?, ?, ?, ?)`,
    );
    insert.run('AA', 3, 2, 3, 2_000_000); // 2 / 3 clicks; 2 * 1000 / 3 requests
    insert.run('BB', 7, 5, 0, 0); // no clicks
    insert.run('CC', 0, 0, 0, 0); // no requests
    insert.run('DD', 8, 8, 8, 1); // 0.000001 / 8 = 0.000000125 → 0.000000; rpm 0.000125
    insert.run('EE', 2_000, 900, 2, 1_000_001); // epc 0.5000005 → 0.500001, rpm 0.5000005
    const { json } = await search({ date_from: '2030-01-01', date_to: '2030-01-01' });
    const pick = (r: SearchReportRow) => [r.geo, r.revenue, r.epc, r.rpm];
    expect((json.data as SearchReportRow[]).map(pick)).toEqual([
      ['AA', '2.0000000000', '0.666667', '666.666667'],
      ['BB', '0.0000000000', '0.000000', '0.000000'],
      ['CC', '0.0000000000', '0.000000', '0.000000'],
      ['DD', '0.0000010000', '0.000000', '0.000125'],
      ['EE', '1.0000010000', '0.500001', '0.500001'],
    ]);
    expect(json.data[0]).toMatchObject({ date: '2030-01-01', feed: 901, subid: 'hand' });
  });

  it('covers every feed of the publisher without sid', async () => {
    const all = await search({});
    expect(new Set(all.json.data.map((r: { feed: number }) => r.feed))).toEqual(
      new Set([901, 902]),
    );
    const only = await search({ token: t.publisherKeys.searchOnly, sid: 921 });
    expect(only.status).toBe(200);
  });

  it('exports CSV with decimal strings untouched and a file name naming the feed', async () => {
    const json = await search({ sid: 902 });
    const csv = await search({ sid: 902, export: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe(
      `attachment; filename="search-report_2026-11-01_${TEST_TODAY}_sid-902.csv"`,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('date,feed,geo,subid,total,monetized,clicks,revenue,epc,rpm');
    expect(lines).toHaveLength(json.json.data.length + 2);
    const r = json.json.data[0] as SearchReportRow;
    expect(lines[1]).toBe(SEARCH_CSV_COLUMNS.map((c) => r[c]).join(','));
    const whole = await search({ export: 'csv' });
    expect(whole.headers.get('Content-Disposition')).toBe(
      `attachment; filename="search-report_2026-11-01_${TEST_TODAY}.csv"`,
    );
  });

  it('gives the large publisher at least 50,000 rows for 90 days', async () => {
    const { status, json } = await search({
      token: LARGE_KEY,
      date_from: '2026-08-23',
      date_to: TEST_TODAY,
    });
    expect(status).toBe(200);
    expect(json.data.length).toBeGreaterThanOrEqual(50_000);
    expect(new Set(json.data.map((r: SearchReportRow) => r.geo)).size).toBe(40);
  });
});
