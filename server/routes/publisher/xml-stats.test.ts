import { beforeAll, describe, expect, it } from 'vitest';
import {
  XML_METRIC_FIELDS,
  XmlStatsDayRowSchema,
  XmlStatsGeoRowSchema,
  XmlStatsResponseSchema,
  XmlStatsSubidRowSchema,
} from '@contract/reports';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app';
import { reportRequests, type Params } from './report-requests';

let t: TestApp;
let xml: (p: Params) => ReturnType<ReturnType<typeof reportRequests>['get']>;
beforeAll(async () => {
  t = await createTestApp();
  const { get } = reportRequests(t);
  xml = (p) =>
    get('/xml/stats', {
      token: t.publisherKeys.both,
      tid: 501,
      date_from: '2026-11-01',
      date_to: TEST_TODAY,
      ...p,
    });
});

type Metrics = Record<(typeof XML_METRIC_FIELDS)[number], number>;
/** Sums in integer units (revenue in micros) so float noise cannot hide a difference. */
function totals(rows: Metrics[]) {
  return Object.fromEntries(
    XML_METRIC_FIELDS.map((f) => [
      f,
      rows.reduce((sum, r) => sum + Math.round(r[f] * (f.endsWith('revenue') ? 1e6 : 1)), 0),
    ]),
  );
}

describe('GET /pub/xml/stats', () => {
  it('answers one contract row per day with data, in date order', async () => {
    const { status, json } = await xml({});
    expect(status).toBe(200);
    const rows = XmlStatsResponseSchema.parse(json).data.map((r) => XmlStatsDayRowSchema.parse(r));
    expect(rows.map((r) => r.date)).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(['date', ...XML_METRIC_FIELDS]);
      expect(r.gross_valid + r.gross_invalid).toBe(r.gross_clicks);
      expect(Number.isInteger(r.gross_requests)).toBe(true);
      expect(r.net_revenue).toBeLessThan(r.gross_revenue);
    }
    expect((await xml({ date_from: TEST_TODAY, date_to: TEST_TODAY })).json.data).toHaveLength(1);
    // Days without traffic are left out: the seed starts on 2025-09-27.
    const start = await xml({ date_from: '2025-09-20', date_to: '2025-09-28' });
    expect(start.json.data.map((r: { date: string }) => r.date)).toEqual([
      '2025-09-27',
      '2025-09-28',
    ]);
  });

  it('has weekday seasonality: weekends carry less traffic than midweek', async () => {
    const { json } = await xml({ date_from: '2026-08-01', date_to: '2026-10-31' });
    const byWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (const r of json.data as { date: string; gross_requests: number }[]) {
      const day = new Date(`${r.date}T00:00:00Z`).getUTCDay();
      byWeekday[day] = (byWeekday[day] ?? 0) + r.gross_requests;
    }
    expect(byWeekday[0]).toBeLessThan(byWeekday[3] ?? 0);
    expect(byWeekday[6]).toBeLessThan(byWeekday[2] ?? 0);
  });

  it('groups by country and by sub ID with the same totals as by day', async () => {
    const range = { date_from: '2026-06-01', date_to: '2026-09-30' };
    const day = (await xml({ ...range })).json.data as Metrics[];
    const geo = ((await xml({ ...range, groupBy: 'geo' })).json.data as unknown[]).map((r) =>
      XmlStatsGeoRowSchema.parse(r),
    );
    const subid = ((await xml({ ...range, groupBy: 'subid' })).json.data as unknown[]).map((r) =>
      XmlStatsSubidRowSchema.parse(r),
    );
    expect(Object.keys(geo[0] ?? {})).toEqual(['geo', ...XML_METRIC_FIELDS]);
    expect(Object.keys(subid[0] ?? {})).toEqual(['subid', ...XML_METRIC_FIELDS]);
    for (const r of geo) expect(r.geo).toMatch(/^[A-Z]{2}$/);
    expect(geo.length).toBeGreaterThanOrEqual(8);
    expect(subid.map((r) => r.subid)).toContain('');
    expect(totals(geo)).toEqual(totals(day));
    expect(totals(subid)).toEqual(totals(day));
    for (const rows of [geo, subid])
      for (let i = 1; i < rows.length; i++)
        expect(rows[i - 1]?.gross_revenue).toBeGreaterThanOrEqual(rows[i]?.gross_revenue ?? 0);
  });

  it('exports CSV with the JSON field names as header, CRLF lines and a file name', async () => {
    for (const groupBy of ['day', 'geo', 'subid'] as const) {
      const json = await xml({ groupBy });
      const csv = await xml({ groupBy, export: 'csv' });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('Content-Disposition')).toBe(
        `attachment; filename="xml-stats_501_2026-11-01_${TEST_TODAY}_${groupBy}.csv"`,
      );
      const lines = csv.text.split('\r\n');
      expect(lines.pop()).toBe('');
      const key = groupBy === 'day' ? 'date' : groupBy;
      expect(lines[0]).toBe([key, ...XML_METRIC_FIELDS].join(','));
      expect(lines).toHaveLength(json.json.data.length + 1);
      const first = json.json.data[0] as Record<string, unknown>;
      expect(lines[1]).toBe([key, ...XML_METRIC_FIELDS].map((f) => String(first[f])).join(','));
    }
  });

  it('escapes hostile sub IDs in the CSV and keeps numbers as numbers', async () => {
    const insert = t.db.prepare(
      `INSERT INTO xml_stats_daily (tid, date, geo, subid, gross_requests, gross_clicks, gross_valid,
         gross_invalid, gross_revenue_micros, net_requests, net_clicks, net_revenue_micros)
       VALUES (501, '2030-01-01', 'US', ?, 10, 2, 1, 1, ?, 10, 1, 1000)`,
    );
    insert.run('=HYPERLINK("http://x","y")', 9_000_000);
    insert.run('-1.5', 8_000_000);
    insert.run('a,b\r\nc', 7_000_000);
    insert.run('', 6_000_000);
    const csv = await xml({
      date_from: '2030-01-01',
      date_to: '2030-01-01',
      groupBy: 'subid',
      export: 'csv',
    });
    expect(csv.text).toBe(
      [
        ['subid', ...XML_METRIC_FIELDS].join(','),
        `"'=HYPERLINK(""http://x"",""y"")",10,2,1,1,9,10,1,0.001`,
        '-1.5,10,2,1,1,8,10,1,0.001',
        '"a,b\r\nc",10,2,1,1,7,10,1,0.001',
        ',10,2,1,1,6,10,1,0.001',
        '',
      ].join('\r\n'),
    );
  });
});
