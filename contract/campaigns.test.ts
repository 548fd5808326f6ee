import { describe, expect, it } from 'vitest';
import {
  CampaignEditResponseSchema,
  CampaignListDataSchema,
  CampaignListRowSchema,
  CampaignSchema,
  SettingsSchema,
} from './campaigns';
import { pushCampaignA, settingsA, typesA } from './campaign-rules.fixtures';

/** A campaign as a real deployment may send it: numeric strings, boolean flags, keys we do not know. */
function wireCampaign(): Record<string, unknown> {
  return {
    ...pushCampaignA(),
    payout: '0.35',
    enable_budget: true,
    d_revenue: '50.00',
    geo_enabled: '0',
    icon: { url: 'https://cdn.example/icon.png', width: 192, height: 192, crop: { x: 0, y: 4 } },
    image: { url: 'https://cdn.example/main.jpg', mime: 'image/jpeg' },
    shedule: Array.from({ length: 168 }, (_, hour) => (hour % 24 >= 8 ? 1 : 0)),
    bidControl: [
      { id: 9001, source: 'pub-17', bid: '0.42', active: 1, meta: { note: 'top publisher' } },
      { id: 9002, source: 'pub-23', bid: 0.2, active: 0, sub_sources: ['a', 'b'] },
    ],
    ssp_blacklist: ['ssp-9'],
    carrier_whitelist: '',
    custom_vendor_field: { nested: [1, { deep: true }] },
  };
}

describe('CampaignSchema', () => {
  it('returns a value deep-equal to the input: nothing coerced, defaulted or dropped', () => {
    const input = wireCampaign();
    const parsed = CampaignSchema.parse(structuredClone(input));
    expect(parsed).toEqual(input);
    expect(parsed.payout).toBe('0.35');
    expect(parsed.enable_budget).toBe(true);
  });

  it('keeps unknown keys, top-level and nested', () => {
    const parsed = CampaignSchema.parse(wireCampaign());
    expect(parsed.custom_vendor_field).toEqual({ nested: [1, { deep: true }] });
    expect(parsed.icon).toEqual({
      url: 'https://cdn.example/icon.png',
      width: 192,
      height: 192,
      crop: { x: 0, y: 4 },
    });
    expect(parsed.image).toEqual({ url: 'https://cdn.example/main.jpg', mime: 'image/jpeg' });
  });

  it('keeps the bidControl objects and all 168 schedule values', () => {
    const input = wireCampaign();
    const parsed = CampaignSchema.parse(input);
    expect(parsed.bidControl).toEqual(input.bidControl);
    expect(parsed.shedule).toHaveLength(168);
    expect(parsed.shedule).toEqual(input.shedule);
  });

  it('refuses a campaign without its required identity fields', () => {
    const input = wireCampaign();
    delete input.uid;
    expect(CampaignSchema.safeParse(input).success).toBe(false);
    expect(CampaignSchema.safeParse({ ...wireCampaign(), payout: 'cheap' }).success).toBe(false);
  });
});

describe('CampaignEditResponseSchema', () => {
  it('parses the read envelope with campaign, campaign_types and settings', () => {
    const body = {
      status: 'success',
      message: 'OK',
      data: { campaign: wireCampaign(), campaign_types: typesA, settings: settingsA },
    };
    const parsed = CampaignEditResponseSchema.parse(body);
    expect(parsed.data.campaign).toEqual(body.data.campaign);
    expect(Object.keys(parsed.data.campaign_types)).toEqual(['1', '2', '5']);
  });

  it('tolerates 0/1 in settings', () => {
    const settings = { ...settingsA, enable_bidcontrol: 1, enable_freq_cap: 0 };
    expect(SettingsSchema.parse(settings)).toEqual(settings);
  });
});

describe('CampaignListRowSchema', () => {
  const row = {
    cid: '4101',
    uid: '77',
    type_name: 'Push CPC',
    name: 'Spring sale',
    website: null,
    geo: ['DE', 'AT'],
    payout: '0.35',
    d_revenue: '50.00',
    t_revenue: '0',
    daily_budget: '12.5',
    total_budget: 140,
    bid_control_count: '2',
    status: '3',
    status_name: 'Paused',
    created_at: '2025-03-01 08:00:00',
  };

  it('coerces numeric strings to numbers for display', () => {
    expect(CampaignListRowSchema.parse(row)).toEqual({
      ...row,
      cid: 4101,
      uid: 77,
      website: '',
      payout: 0.35,
      d_revenue: 50,
      t_revenue: 0,
      daily_budget: 12.5,
      bid_control_count: 2,
      status: 3,
    });
  });

  it('defaults a missing geo to [] and keeps unknown keys', () => {
    const { geo: _geo, ...withoutGeo } = row;
    const parsed = CampaignListRowSchema.parse(withoutGeo);
    expect(parsed.geo).toEqual([]);
    expect(parsed.created_at).toBe('2025-03-01 08:00:00');
  });

  it('refuses a status outside 0..4', () => {
    expect(CampaignListRowSchema.safeParse({ ...row, status: '7' }).success).toBe(false);
  });

  it('coerces the paging numbers of the list data', () => {
    const parsed = CampaignListDataSchema.parse({
      data: [row],
      total: '41',
      currentPage: '3',
      totalPages: '3',
    });
    expect(parsed).toMatchObject({ total: 41, currentPage: 3, totalPages: 3 });
    expect(parsed.data[0]?.payout).toBe(0.35);
  });
});

describe('CampaignEditDataSchema keeps the read as it came', () => {
  it('hands on the very campaign object, key order included, and still reports bad shapes', async () => {
    const { CampaignEditDataSchema } = await import('./campaigns');
    const campaign = {
      x_first: { a: [1, null] },
      cid: 7,
      name: 'n',
      uid: 1,
      type: 1,
      status: 3,
      payout: '0.5',
      zz: true,
    };
    const parsed = CampaignEditDataSchema.parse({
      campaign,
      campaign_types: { '1': { name: 'Push CPC', pricing: 'CPC', minBid: 0.01, maxBid: 2 } },
      settings: {
        enable_bidcontrol: true,
        enable_freq_cap: false,
        enable_traffic_speed: false,
        edit_clickurl: true,
        min_budget: 10,
        postbackurl: '',
      },
    });
    expect(parsed.campaign).toBe(campaign);
    expect(Object.keys(parsed.campaign)).toEqual([
      'x_first',
      'cid',
      'name',
      'uid',
      'type',
      'status',
      'payout',
      'zz',
    ]);
    const bad = CampaignEditDataSchema.safeParse({
      campaign: { ...campaign, uid: 'x' },
      campaign_types: {},
      settings: {},
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.some((issue) => issue.path.join('.') === 'campaign.uid')).toBe(true);
  });
});
