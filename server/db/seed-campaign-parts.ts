import type { Rng } from './prng';

/**
 * Pieces of a seeded campaign the dashboard never interprets: schedules in
 * both shapes deployments use, opaque bidControl entries and traffic filters
 * under invented names. They exist so round-trip tests have something to lose.
 */

/** 168 hourly values: flat 0/1 numbers, Monday 00:00 first. */
export function flatSchedule(rng: Rng): number[] {
  const from = rng.int(6, 10);
  const to = rng.int(17, 23);
  return Array.from({ length: 168 }, (_, i) => {
    const hour = i % 24;
    const weekend = i >= 120;
    return hour >= from && hour < to && !(weekend && rng.chance(0.5)) ? 1 : 0;
  });
}

/** The nested shape: 7 days x 24 booleans (still 168 hourly values). */
export function nestedSchedule(rng: Rng): boolean[][] {
  return Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => rng.chance(0.7)));
}

export function bidControlEntries(rng: Rng, payout: number): Record<string, unknown>[] {
  return Array.from({ length: rng.int(1, 5) }, (_, i) => {
    const entry: Record<string, unknown> = {
      sid: `s-${rng.int(1000, 99999)}`,
      bid: Math.round(payout * rng.decimal(0.5, 1.5, 2) * 10_000) / 10_000,
      tags: rng.some(['a', 'b', 'mobile', 'tier1', 'retarget'], 1, 3),
    };
    if (i % 2 === 1) entry.note = null;
    if (rng.chance(0.3)) entry.meta = { source: 'optimizer', v: rng.int(1, 3) };
    return entry;
  });
}

const IPS = ['10.0.0.1', '192.0.2.17', '198.51.100.0/24', '203.0.113.5'];
const DOMAINS = ['news.example', 'blog.example.org', 'games.example.net', 'spam.example'];
const APPS = ['com.example.game', 'com.example.news', 'net.example.tools'];

/** Newline lists and arrays: both appear in real payloads; the server must keep either. */
function list(rng: Rng, pool: readonly string[]): string | string[] {
  const chosen = rng.some(pool, 0, 3);
  return rng.chance(0.5) ? chosen.join('\n') : chosen;
}

export function trafficFilters(rng: Rng): Record<string, unknown> {
  const ids = () => list(rng, ['1201', '1377', '2048', '4096', '777']);
  return {
    ip_whitelist: list(rng, IPS),
    ip_blacklist: list(rng, IPS),
    domain_whitelist: list(rng, DOMAINS),
    domain_blacklist: list(rng, DOMAINS),
    publisher_whitelist: ids(),
    publisher_blacklist: ids(),
    site_whitelist: ids(),
    site_blacklist: ids(),
    ssp_whitelist: list(rng, ['ssp-alpha', 'ssp-beta', 'ssp-gamma']),
    ssp_blacklist: list(rng, ['ssp-delta', 'ssp-omega']),
    bundle_whitelist: list(rng, APPS),
    bundle_blacklist: list(rng, APPS),
    carrier_whitelist: list(rng, ['Vodafone', 'T-Mobile', 'Orange', 'AT&T']),
    carrier_blacklist: list(rng, ['Verizon', 'O2']),
  };
}

/** Oddly typed keys no schema knows: nested objects, nulls, booleans, big integers. */
export function legacyExtras(rng: Rng, index: number): Record<string, unknown> {
  const extras: Record<string, unknown> = {
    x_legacy_meta: { v: 2, flags: [true, null], imported: index % 3 === 0 ? '2019-07-01' : null },
  };
  if (index % 4 === 0) extras.x_partner_ref = 9_007_199_254_740_000 + rng.int(0, 900);
  if (index % 5 === 0) extras.x_notes = 'Line one\nLine "two" — ünïcödé ✓';
  return extras;
}
