import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { LARGE_PUBLISHER_ID } from './seed-traffic-profiles';

function hashTraffic(db: Database.Database): string {
  const hash = createHash('sha256');
  for (const sql of [
    'SELECT * FROM xml_stats_daily ORDER BY tid, date, geo, subid',
    'SELECT * FROM search_stats_daily ORDER BY sid, date, geo, subid',
  ]) {
    for (const row of db.prepare(sql).raw().iterate()) hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
}

describe('traffic seed', () => {
  const db = openDatabase(':memory:', { today: '2026-11-20' });

  it('is deterministic: the same today gives identical rows', () => {
    const again = openDatabase(':memory:', { today: '2026-11-20' });
    expect(hashTraffic(again)).toBe(hashTraffic(db));
    again.close();
  });

  it('spans 420 days over about 25 countries with an empty sub ID among several', () => {
    const regular = db
      .prepare(
        `SELECT MIN(date) AS first, MAX(date) AS last, COUNT(DISTINCT geo) AS geos,
                COUNT(DISTINCT subid) AS subids, SUM(subid = '') AS empty
           FROM xml_stats_daily x JOIN xml_sources s USING (tid) WHERE s.publisher_id <> ?`,
      )
      .get(LARGE_PUBLISHER_ID) as Record<string, string | number>;
    expect(regular).toMatchObject({ first: '2025-09-27', last: '2026-11-20' });
    expect(regular.geos).toBeGreaterThanOrEqual(20);
    expect(regular.subids).toBeGreaterThanOrEqual(4);
    expect(regular.empty).toBeGreaterThan(0);
  });

  it('keeps the large publisher to 120 days of 3 feeds × 40 countries × 5 sub IDs', () => {
    const large = db
      .prepare(
        `SELECT MIN(date) AS first, COUNT(*) AS n FROM search_stats_daily x
           JOIN search_feeds f USING (sid) WHERE f.publisher_id = ?`,
      )
      .get(LARGE_PUBLISHER_ID);
    expect(large).toEqual({ first: '2026-07-24', n: 3 * 40 * 5 * 120 });
  });

  it('has a country new this week and one gone, and the countries of the two weeks in another order', () => {
    const countries = (from: string, to: string) =>
      (
        db
          .prepare(
            `SELECT geo FROM xml_stats_daily WHERE tid = 501 AND date BETWEEN ? AND ?
              GROUP BY geo ORDER BY SUM(gross_revenue_micros) DESC, geo`,
          )
          .all(from, to) as { geo: string }[]
      ).map((r) => r.geo);
    const thisWeek = countries('2026-11-14', '2026-11-20');
    const weekBefore = countries('2026-11-07', '2026-11-13');
    const onlyNow = thisWeek.filter((geo) => !weekBefore.includes(geo));
    const onlyBefore = weekBefore.filter((geo) => !thisWeek.includes(geo));
    expect(onlyNow).toHaveLength(1);
    expect(onlyBefore).toHaveLength(1);
    const shared = (list: string[]) =>
      list.filter((g) => thisWeek.includes(g) && weekBefore.includes(g));
    expect(shared(thisWeek)).not.toEqual(shared(weekBefore));
  });
});
