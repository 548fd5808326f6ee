import type Database from 'better-sqlite3';
import type { Rng } from './prng';
import { LARGE_PUBLISHER_ID, profileFor, type TrafficProfile } from './seed-traffic-profiles';

/**
 * Daily traffic for every XML source and Search feed, anchored to `today`.
 * Each source gets its own countries and sub IDs (an empty subid included) and
 * a weekday rhythm; the large publisher gets a wide but short history so its
 * 90-day Search report exceeds 50,000 rows without slowing the seed.
 * Inserts run in the caller's transaction through prepared statements.
 */
export interface TrafficOptions {
  /** Last day seeded, YYYY-MM-DD (UTC). */
  today: string;
  /** Days of history for the regular publishers (the large one has its own). */
  days: number;
}

const DAY_MS = 86_400_000;

export function seedDates(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Sunday..Saturday volume factor in percent: weekdays busy, weekends quiet. */
const WEEKDAY_PERCENT = [72, 104, 112, 115, 110, 98, 78] as const;

function weekdayPercent(date: string): number {
  return WEEKDAY_PERCENT[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 100;
}

interface Source {
  id: number;
  publisherId: number;
}

function sources(db: Database.Database, table: string, key: string): Source[] {
  return db
    .prepare(`SELECT ${key} AS id, publisher_id AS publisherId FROM ${table} ORDER BY ${key}`)
    .all() as Source[];
}

/**
 * A regular source's last country started sending traffic 7 days before
 * `today` (inclusive), and the one before it stopped the day before that: a
 * week compared with the week before has a country that is new, one that is
 * gone, and its countries in another order (issue 26: rows are matched by key,
 * never by position). Their values are still drawn from the generator, only not
 * inserted, so every other row of the seed is what it was.
 */
const CHURN_DAYS = 7;
/** Fabrikam Search (seed-publishers.ts). */
const SEARCH_CHURN_PUBLISHER_ID = 3;

function isPresent(profile: TrafficProfile, geo: string, date: string, today: string): boolean {
  if (profile.churn !== true || profile.geos.length < 4) return true;
  const entered = seedDates(today, CHURN_DAYS)[0] ?? today;
  if (geo === profile.geos.at(-1)) return date >= entered;
  if (geo === profile.geos.at(-2)) return date < entered;
  return true;
}

function forEachCell(
  profile: TrafficProfile,
  today: string,
  fn: (date: string, geo: string, subid: string, scale: number, present: boolean) => void,
) {
  for (const date of seedDates(today, profile.days)) {
    const weekday = weekdayPercent(date);
    for (const [gi, geo] of profile.geos.entries()) {
      // Bigger markets first: the first countries of a profile carry more traffic.
      const market = Math.max(10, 100 - gi * 4);
      const present = isPresent(profile, geo, date, today);
      for (const subid of profile.subids)
        fn(date, geo, subid, (weekday * market) / 10_000, present);
    }
  }
}

export function insertTraffic(db: Database.Database, rng: Rng, options: TrafficOptions): void {
  const xml = db.prepare(
    `INSERT INTO xml_stats_daily (tid, date, geo, subid, gross_requests, gross_clicks, gross_valid,
       gross_invalid, gross_revenue_micros, net_requests, net_clicks, net_revenue_micros)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const search = db.prepare(
    `INSERT INTO search_stats_daily (sid, date, geo, subid, total, monetized, clicks, revenue_micros)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { id: tid, publisherId } of sources(db, 'xml_sources', 'tid')) {
    const profile = profileFor(rng, publisherId, options.days);
    forEachCell(profile, options.today, (date, geo, subid, scale, present) => {
      const requests = Math.floor(rng.int(200, 20_000) * scale);
      const clicks = Math.floor((requests * rng.int(10, 50)) / 1000);
      const valid = Math.floor((clicks * rng.int(80, 98)) / 100);
      const revenue = valid * rng.int(5_000, 80_000);
      const netRevenue = Math.floor((revenue * 70) / 100);
      if (!present) return;
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
    });
  }
  for (const { id: sid, publisherId } of sources(db, 'search_feeds', 'sid')) {
    const drawn = profileFor(rng, publisherId, options.days);
    // Northwind's Search rows are recorded byte for byte (report-streaming.test.ts):
    // its feeds keep every country; the Search-only publisher's show the churn.
    const profile = {
      ...drawn,
      churn: drawn.churn === true && publisherId === SEARCH_CHURN_PUBLISHER_ID,
    };
    const large = publisherId === LARGE_PUBLISHER_ID;
    forEachCell(profile, options.today, (date, geo, subid, scale, present) => {
      // A few empty cells: rpm must then read 0 instead of dividing by zero.
      const total = !large && rng.chance(0.01) ? 0 : Math.floor(rng.int(100, 15_000) * scale);
      const monetized = Math.floor((total * rng.int(55, 95)) / 100);
      // Some cells have no clicks at all: epc must then read 0.
      const clicks = rng.chance(0.05) ? 0 : Math.floor((monetized * rng.int(10, 80)) / 1000);
      const revenue = clicks * rng.int(3_000, 250_000);
      if (present) search.run(sid, date, geo, subid, total, monetized, clicks, revenue);
    });
  }
}
