import type { CampaignTypes, Settings } from '@contract/campaigns';

/**
 * Two tenants that differ in everything the dashboard must not hard-code:
 * type keys, names, bid ranges, minimum budget and feature flags.
 */
export interface TenantSeed {
  id: string;
  name: string;
  campaign_types: CampaignTypes;
  settings: Settings;
  /** Enabled product modules: decide which MCP tools, resources and prompts members see. */
  modules: string[];
}

export const TENANTS: readonly TenantSeed[] = [
  {
    id: 'acme',
    name: 'Acme Ads',
    campaign_types: {
      '1': { name: 'Push', pricing: 'CPC', minBid: 0.01, maxBid: 2 },
      '2': { name: 'Popunder', pricing: 'CPM', minBid: 0.5, maxBid: 10 },
      '3': { name: 'Contextual', pricing: 'CPC', minBid: 0.02, maxBid: 3 },
      '4': { name: 'Native', pricing: 'CPV', minBid: 0.001, maxBid: 0.5 },
      '7': { name: 'In-Page Push', pricing: 'CPM', minBid: 0.2, maxBid: 6 },
    },
    settings: {
      enable_bidcontrol: true,
      enable_freq_cap: true,
      enable_traffic_speed: true,
      edit_clickurl: true,
      min_budget: 10,
      postbackurl: 'https://track.acme.example/postback?click_id={clickid}&payout={payout}',
    },
    modules: ['campaigns', 'campaign_status'],
  },
  {
    id: 'globex',
    name: 'Globex Media',
    campaign_types: {
      '11': { name: 'Popunder', pricing: 'CPV', minBid: 0.002, maxBid: 0.8 },
      '12': { name: 'Push', pricing: 'CPM', minBid: 0.3, maxBid: 8 },
      '15': { name: 'Banner', pricing: 'CPM', minBid: 0.1, maxBid: 4 },
    },
    settings: {
      enable_bidcontrol: false,
      enable_freq_cap: false,
      enable_traffic_speed: false,
      edit_clickurl: false,
      min_budget: 25,
      postbackurl: '',
    },
    modules: ['campaigns'],
  },
];

export interface MemberSeed {
  uid: number;
  tenant: string;
  name: string;
  balanceCents: number;
  campaigns: number;
  note: string;
}

export const MEMBERS: readonly MemberSeed[] = [
  {
    uid: 1001,
    tenant: 'acme',
    name: 'Demo Advertiser',
    balanceCents: 25_000,
    campaigns: 324,
    note: 'acme, balance 250.00, campaigns of every type and status',
  },
  {
    uid: 1002,
    tenant: 'acme',
    name: 'Low Balance Advertiser',
    balanceCents: 50,
    campaigns: 15,
    note: 'acme, balance 0.50: activating a campaign answers 402',
  },
  {
    uid: 2001,
    tenant: 'globex',
    name: 'Globex Advertiser',
    balanceCents: 120_000,
    campaigns: 40,
    note: 'globex: other campaign types, no bid control, minimum budget 25',
  },
];
