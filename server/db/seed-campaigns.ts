import { SELECTORS, type CampaignTypes, type Settings } from '@contract/campaigns';
import { typeInfo, type TypeInfo } from '@contract/pricing';
import type { Rng } from './prng';
import {
  bidControlEntries,
  flatSchedule,
  legacyExtras,
  nestedSchedule,
  trafficFilters,
} from './seed-campaign-parts';

/** Values per selector array; exchanges are numeric ids as the contract says. */
const SELECTOR_VALUES: Record<string, readonly (string | number)[]> = {
  geo: ['US', 'CA', 'GB', 'DE', 'FR', 'BR', 'IN', 'JP', 'AU', 'MX'],
  os: ['Windows', 'Android', 'iOS', 'macOS', 'Linux'],
  os_versions: ['Android 13', 'Android 14', 'iOS 17', 'iOS 18', 'Windows 11'],
  browsers: ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera'],
  browser_versions: ['Chrome 130', 'Firefox 131', 'Safari 18'],
  devices: ['desktop', 'mobile', 'tablet'],
  categories: ['News', 'Sports', 'Gaming', 'Finance', 'Travel'],
  lang: ['en', 'de', 'es', 'fr', 'pt'],
  connection: ['wifi', 'cellular'],
  traffic_type: ['mainstream', 'premium'],
  exchanges: [101, 205, 330, 412],
};
const BRANDS = [
  'Spring Sale',
  'Crypto Wallet',
  'VPN Shield',
  'Dating Plus',
  'Sweepstakes',
  'Travel Deals',
  'Mobile Game',
  'Fitness App',
];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];

export interface CampaignSeedContext {
  cid: number;
  uid: number;
  typeKey: string;
  status: number;
  index: number;
  types: CampaignTypes;
  settings: Settings;
}

function selectors(rng: Rng, info: TypeInfo): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of SELECTORS) {
    if (s.cpmOnly && info.pricing !== 'CPM') continue;
    if (s.notPopunder && info.format === 'popunder') continue;
    const all = rng.chance(0.5);
    out[s.flag] = all ? 1 : 0;
    out[s.array] = all ? [] : rng.some(SELECTOR_VALUES[s.array] ?? ['x'], 1, 4);
  }
  return out;
}

function creative(info: TypeInfo, cid: number, brand: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (info.pricing === 'CPC' || info.pricing === 'CPV') {
    out.clickurl = `https://landing.example.com/${cid}?click_id={clickid}&src={source}`;
    out.website = '';
  } else {
    out.clickurl = '';
    out.website = `https://${brand.toLowerCase().replace(/\s+/g, '-')}.example.com`;
  }
  if (info.format === 'push' || info.format === 'contextual') {
    out.title = `${brand} today`.slice(0, 25);
    out.description = `Limited offer from ${brand}: tap to see what is new this week.`.slice(0, 75);
  }
  if (info.format === 'push') {
    out.icon = { url: `https://cdn.example.com/icons/${cid}.png` };
    out.image = { url: `https://cdn.example.com/images/${cid}.jpg`, width: 492, height: 328 };
  }
  return out;
}

/** One complete campaign object that passes validateCampaign for its tenant. */
export function buildCampaign(rng: Rng, ctx: CampaignSeedContext): Record<string, unknown> {
  const info = typeInfo(ctx.types, ctx.typeKey);
  if (!info) throw new Error(`Unknown type ${ctx.typeKey}`);
  const { settings } = ctx;
  const minBudget = Number(settings.min_budget);
  const brand = rng.pick(BRANDS);
  const payout = rng.decimal(info.minBid, info.maxBid, info.minBid < 0.01 ? 4 : 3);
  const budgetOn = rng.chance(0.7);
  const timeOn = rng.chance(0.4);
  const sheduleOn = rng.chance(0.5);
  const speedOn = settings.enable_traffic_speed === true && rng.chance(0.4);
  const freqOn = settings.enable_freq_cap === true && rng.chance(0.6);
  const bidControlAllowed = settings.enable_bidcontrol === true && info.pricing !== 'CPM';
  return {
    cid: ctx.cid,
    uid: ctx.uid,
    name: `${brand} ${info.name} ${rng.pick(SELECTOR_VALUES.geo ?? ['US'])} #${ctx.index + 1}`,
    type: Number(ctx.typeKey),
    status: ctx.status,
    payout,
    ...creative(info, ctx.cid, brand),
    enable_budget: budgetOn ? 1 : 0,
    d_revenue: budgetOn ? minBudget + rng.int(0, 20) * 5 : 0,
    t_revenue: budgetOn && rng.chance(0.6) ? minBudget * rng.int(10, 100) : 0,
    enable_time: timeOn ? 1 : 0,
    create: timeOn ? '2026-01-15' : '',
    create_time: timeOn ? '08:00' : '',
    expire: timeOn ? `2026-${String(rng.int(6, 12)).padStart(2, '0')}-28` : '',
    expire_time: timeOn ? '23:59:59' : '',
    enable_shedule: sheduleOn ? 1 : 0,
    shedule: ctx.index % 7 === 3 ? nestedSchedule(rng) : flatSchedule(rng),
    shedule_timezone: rng.pick(ZONES),
    freq_cap: freqOn ? 1 : 0,
    freq_counter: freqOn ? rng.int(1, 10) : 0,
    traffic_speed: speedOn ? 1 : 0,
    traffic_speed_counter: speedOn ? rng.int(1, 50) * 1000 : 0,
    ...selectors(rng, info),
    keywords_enabled: rng.chance(0.3) ? 1 : 0,
    keywords_whitelist: rng.chance(0.5) ? 'shoes\nsneakers\nrunning' : '',
    keywords_blocklist: rng.chance(0.3) ? 'free\ncrack' : '',
    bidControl: bidControlAllowed && rng.chance(0.7) ? bidControlEntries(rng, payout) : [],
    ...trafficFilters(rng),
    ...legacyExtras(rng, ctx.index),
  };
}
