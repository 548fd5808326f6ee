import type { CampaignTypes, Settings } from './campaigns';

/**
 * Two tenants as the read endpoint would describe them. They differ on purpose
 * (type keys, bid limits, numeric strings, enabled features) because the
 * contract says none of these values may be hard-coded.
 */

/** Tenant A: bid control and frequency cap on, minimum budget 10. */
export const typesA: CampaignTypes = {
  '1': { name: 'Push CPC', pricing: 'CPC', minBid: 0.01, maxBid: 2 },
  '2': { name: 'Popunder CPM', pricing: 'CPM', minBid: 0.5, maxBid: 5 },
  '5': { name: 'Contextual CPC', pricing: 'CPC', minBid: 0.02, maxBid: 1.5 },
};
export const settingsA: Settings = {
  enable_bidcontrol: true,
  enable_freq_cap: true,
  enable_traffic_speed: true,
  edit_clickurl: true,
  min_budget: 10,
  postbackurl: 'https://postback.tenant-a.example/pb?clickid={clickid}',
};

/** Tenant B: other keys, limits sent as strings, bid control and frequency cap off. */
export const typesB: CampaignTypes = {
  '3': { name: 'In-Page Push CPM', pricing: 'CPM', minBid: '0.3', maxBid: '4' },
  '11': { name: 'Banner CPM', pricing: 'cpm', minBid: 0.1, maxBid: 3 },
  '12': { name: 'Contextual CPV', pricing: 'CPV', minBid: 0.005, maxBid: 0.25 },
};
export const settingsB: Settings = {
  enable_bidcontrol: false,
  enable_freq_cap: 0,
  enable_traffic_speed: 1,
  edit_clickurl: false,
  min_budget: '25',
  postbackurl: null,
};

export const hours = (on: number[]) =>
  Array.from({ length: 168 }, (_, hour) => (on.includes(hour % 24) ? 1 : 0));

/** A complete Push CPC campaign of tenant A, as GET /login/campaigns/{cid} returns it. */
export function pushCampaignA(): Record<string, unknown> {
  return {
    cid: 4101,
    uid: 77,
    name: 'Spring sale – push EU',
    type: 1,
    status: 3,
    payout: 0.35,
    clickurl: 'https://track.shop-a.example/c?cid={clickid}&zone={zoneid}&s=${SUBID}',
    title: 'Spring sale: -40%',
    description: 'Fresh deals every morning. Tap to see the offers for your city.',
    icon: { url: 'https://cdn.tenant-a.example/i/77/icon.png', width: 192, height: 192 },
    image: { url: 'https://cdn.tenant-a.example/i/77/main.jpg', width: 720, height: 480 },
    enable_budget: 1,
    d_revenue: 50,
    t_revenue: 0,
    enable_time: 1,
    create: '2025-03-01',
    create_time: '08:00',
    expire: '2025-03-31',
    expire_time: '23:59:59',
    enable_shedule: 1,
    shedule: hours([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]),
    shedule_timezone: 'Europe/Berlin',
    freq_cap: 1,
    freq_counter: 3,
    traffic_speed: 1,
    traffic_speed_counter: 5000,
    geo_enabled: 0,
    geo: ['DE', 'AT', 'CH'],
    os_enabled: 1,
    os: [],
    browsers_enabled: 0,
    browsers: ['Chrome', 'Firefox'],
    devices_enabled: 1,
    devices: [],
    keywords_enabled: 0,
    keywords_whitelist: '',
    keywords_blocklist: 'casino,loan',
    bidControl: [
      { id: 9001, source: 'pub-17', bid: 0.42, active: 1 },
      { id: 9002, source: 'pub-23', bid: 0.2, active: 0 },
    ],
    ip_blacklist: '10.0.0.0/8',
  };
}

/** A complete Popunder CPM campaign of tenant A: website instead of clickurl, no creative. */
export function popunderCampaignA(): Record<string, unknown> {
  return {
    cid: 4102,
    uid: 77,
    name: 'Popunder retarget',
    type: '2',
    status: 1,
    payout: '1.20',
    website: 'https://shop-a.example',
    enable_budget: 0,
    d_revenue: 0,
    t_revenue: 0,
    enable_time: 0,
    enable_shedule: 0,
    shedule: [],
    traffic_speed: 0,
    geo_enabled: 1,
    geo: [],
    categories_enabled: 0,
    categories: ['news'],
    connection_enabled: 0,
    connection: [],
    traffic_type_enabled: 0,
    traffic_type: [],
    exchanges_enabled: 0,
    exchanges: [12, '34'],
    bidControl: [],
  };
}

/** A complete Banner CPM campaign of tenant B, with booleans and strings where B sends them. */
export function bannerCampaignB(): Record<string, unknown> {
  return {
    cid: 88,
    uid: 5,
    name: 'Banner – brand awareness',
    type: '11',
    status: 4,
    payout: '0.75',
    website: 'https://brand-b.example/landing',
    enable_budget: true,
    d_revenue: '25',
    t_revenue: '500',
    enable_shedule: true,
    shedule: Array.from({ length: 7 }, () => Array.from({ length: 24 }, (_, h) => h >= 9)),
    shedule_timezone: 'America/New_York',
    lang_enabled: '0',
    lang: ['en', 'es'],
    connection_enabled: '0',
    connection: ['wifi'],
    exchanges_enabled: '1',
    exchanges: [],
  };
}

/** A complete Contextual CPV campaign of tenant B. */
export function contextualCampaignB(): Record<string, unknown> {
  return {
    cid: 89,
    uid: 5,
    name: 'Contextual – tutorials',
    type: 12,
    status: 0,
    payout: 0.01,
    clickurl: 'https://{domain}/go?sub={subid}',
    title: 'Learn TypeScript',
    description: 'Short lessons, real projects.',
    geo_enabled: 0,
    geo: ['US'],
    bidControl: [],
  };
}
