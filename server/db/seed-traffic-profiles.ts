import type { Rng } from './prng';

/** Which countries and sub IDs a source sends traffic from, and for how long. */
export interface TrafficProfile {
  days: number;
  geos: readonly string[];
  subids: readonly string[];
  /** Its last country is new this week and the one before it gone (seed-traffic.ts). */
  churn?: boolean;
}

/** 40 ISO 3166-1 alpha-2 codes, biggest markets first. */
export const SEED_GEOS = [
  'US',
  'DE',
  'GB',
  'FR',
  'CA',
  'AU',
  'JP',
  'BR',
  'IN',
  'IT',
  'ES',
  'NL',
  'SE',
  'PL',
  'MX',
  'KR',
  'CH',
  'AT',
  'BE',
  'DK',
  'NO',
  'FI',
  'IE',
  'PT',
  'CZ',
  'RO',
  'HU',
  'GR',
  'TR',
  'ZA',
  'AR',
  'CL',
  'CO',
  'NZ',
  'SG',
  'MY',
  'TH',
  'PH',
  'ID',
  'VN',
] as const;

/** The empty subid is traffic sent without one; the others look like partner tags. */
export const SEED_SUBIDS = ['', 'sub-a', 'sub-b', 'partner_42', 'promo-winter', 'mobile'] as const;

export const LARGE_PUBLISHER_ID = 4;
/** Large publisher: 3 feeds × 40 countries × 5 sub IDs × 90 days = 54,000 Search rows. */
export const LARGE_HISTORY_DAYS = 120;

/**
 * Regular sources draw 8–12 of the first 25 countries and 3–4 sub IDs (always
 * with the empty one); the large publisher uses all 40 countries and 5 sub IDs.
 */
export function profileFor(rng: Rng, publisherId: number, days: number): TrafficProfile {
  if (publisherId === LARGE_PUBLISHER_ID) {
    return { days: LARGE_HISTORY_DAYS, geos: SEED_GEOS, subids: SEED_SUBIDS.slice(0, 5) };
  }
  const geos = ['US', ...rng.some(SEED_GEOS.slice(1, 25), 7, 11)];
  const subids = ['', ...rng.some(SEED_SUBIDS.slice(1), 2, 3)];
  return { days, geos, subids, churn: true };
}
