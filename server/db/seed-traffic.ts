import type Database from 'better-sqlite3';
import type { Rng } from './prng';

/**
 * Daily traffic for every XML source and Search feed. Sizes are parameters so
 * the later reporting issue can seed 400+ days or a 50k-row publisher with the
 * same code; inserts run in one transaction through prepared statements.
 */
export interface TrafficOptions {
  /** Last day seeded, YYYY-MM-DD (UTC). */
  today: string;
  days: number;
  geos?: readonly string[];
  subids?: readonly string[];
}

const DAY_MS = 86_400_000;

export function seedDates(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export function insertTraffic(db: Database.Database, rng: Rng, options: TrafficOptions): void {
  const geos = options.geos ?? ['US', 'DE', 'GB', 'BR'];
  const subids = options.subids ?? ['', 'sub-a', 'sub-b'];
  const dates = seedDates(options.today, options.days);
  const tids = db.prepare('SELECT tid FROM xml_sources ORDER BY tid').pluck().all() as number[];
  const sids = db.prepare('SELECT sid FROM search_feeds ORDER BY sid').pluck().all() as number[];
  const xml = db.prepare(
    `INSERT INTO xml_stats_daily (tid, date, geo, subid, gross_requests, gross_clicks, gross_valid,
       gross_invalid, gross_revenue_micros, net_requests, net_clicks, net_revenue_micros)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const search = db.prepare(
    `INSERT INTO search_stats_daily (sid, date, geo, subid, total, monetized, clicks, revenue_micros)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const tid of tids) {
    for (const date of dates) {
      for (const geo of geos) {
        for (const subid of subids) {
          const requests = rng.int(200, 20_000);
          const clicks = Math.floor((requests * rng.int(10, 50)) / 1000);
          const valid = Math.floor((clicks * rng.int(80, 98)) / 100);
          const revenue = valid * rng.int(5_000, 80_000);
          const netRevenue = Math.floor((revenue * 70) / 100);
          xml.run(
            tid,
            date,
            geo,
            subid,
            requests,
            clicks,
            valid,
            clicks - valid,
            revenue,
            requests,
            valid,
            netRevenue,
          );
        }
      }
    }
  }
  for (const sid of sids) {
    for (const date of dates) {
      for (const geo of geos) {
        for (const subid of subids) {
          const total = rng.int(100, 15_000);
          const monetized = Math.floor((total * rng.int(55, 95)) / 100);
          // Some days have no clicks at all: epc must then read 0, not divide by zero.
          const clicks = rng.chance(0.05) ? 0 : Math.floor((monetized * rng.int(10, 80)) / 1000);
          search.run(
            sid,
            date,
            geo,
            subid,
            total,
            monetized,
            clicks,
            clicks * rng.int(3_000, 250_000),
          );
        }
      }
    }
  }
}
