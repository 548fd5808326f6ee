import { describe, expect, it } from 'vitest';
import { validateCampaign } from '@contract/campaign-rules';
import { openDatabase } from './open';
import { TENANTS } from './seed-tenants';

const TRAFFIC_FILTERS = ['ip', 'domain', 'publisher', 'site', 'ssp', 'bundle', 'carrier'].flatMap(
  (k) => [`${k}_whitelist`, `${k}_blacklist`],
);

function campaigns(db: ReturnType<typeof openDatabase>) {
  return db.prepare('SELECT uid, tenant, type, status, doc FROM campaigns ORDER BY cid').all() as {
    uid: number;
    tenant: string;
    type: number;
    status: number;
    doc: string;
  }[];
}

describe('seed', () => {
  const db = openDatabase(':memory:', { today: '2026-11-20' });
  const rows = campaigns(db);

  it('is deterministic', () => {
    const again = openDatabase(':memory:', { today: '2026-11-20' });
    expect(campaigns(again)).toEqual(rows);
    const traffic = 'SELECT * FROM search_stats_daily ORDER BY sid, date, geo, subid LIMIT 50';
    expect(again.prepare(traffic).all()).toEqual(db.prepare(traffic).all());
  });

  it('gives every seeded campaign a document that passes the contract rules', () => {
    for (const row of rows) {
      const tenant = TENANTS.find((t) => t.id === row.tenant);
      if (!tenant) throw new Error('tenant');
      const errors = validateCampaign(JSON.parse(row.doc), tenant.campaign_types, tenant.settings);
      expect({ cid: JSON.parse(row.doc).cid, errors }).toEqual({
        cid: JSON.parse(row.doc).cid,
        errors: {},
      });
    }
  });

  it('covers every type and status of the demo advertiser, and the planned counts', () => {
    const demo = rows.filter((r) => r.uid === 1001);
    expect(demo.length).toBeGreaterThanOrEqual(320);
    const pairs = new Set(demo.map((r) => `${r.type}/${r.status}`));
    expect(pairs.size).toBe(5 * 5);
    expect(rows.filter((r) => r.uid === 1002)).toHaveLength(15);
    expect(rows.filter((r) => r.uid === 2001)).toHaveLength(40);
  });

  it('carries fields the dashboard never interprets', () => {
    const doc = JSON.parse(rows[0]?.doc ?? '{}');
    for (const key of [...TRAFFIC_FILTERS, 'x_legacy_meta', 'bidControl', 'shedule'])
      expect(doc).toHaveProperty(key);
    expect(doc.x_legacy_meta).toEqual({ v: 2, flags: [true, null], imported: '2019-07-01' });
    const docs = rows.map((r) => JSON.parse(r.doc));
    expect(docs.some((d) => Array.isArray(d.shedule[0]))).toBe(true);
    expect(docs.some((d) => Array.isArray(d.bidControl) && d.bidControl.length > 0)).toBe(true);
  });

  it('seeds 420 days of traffic ending on the given day', () => {
    const range = db
      .prepare('SELECT MIN(date) AS first, MAX(date) AS last FROM xml_stats_daily')
      .get();
    expect(range).toEqual({ first: '2025-09-27', last: '2026-11-20' });
  });
});
