import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignEditData } from '@contract/campaigns';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { createFieldContext } from './field-context';
import { FIELDS, fieldByKey } from './registry';
import { readSeededOfType, type Tenant } from './seeded-reads';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

const first = async (tenant: Tenant, type: string, status?: number) => {
  const [read] = await readSeededOfType(server, tenant, type, { status });
  if (!read) throw new Error('no seeded campaign');
  return read;
};

function shown(read: CampaignEditData, selectedType?: unknown): string[] {
  const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings, selectedType);
  return FIELDS.filter((f) => f.applies(ctx)).map((f) => f.key);
}

function hint(read: CampaignEditData, key: string, selectedType?: unknown) {
  const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings, selectedType);
  return fieldByKey(key)?.hint?.(ctx);
}

function readOnly(read: CampaignEditData, key: string) {
  const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings);
  return fieldByKey(key)?.readOnlyReason?.(ctx);
}

const FREQ_AND_PACING = ['freq_cap', 'freq_counter', 'traffic_speed', 'traffic_speed_counter'];
const CPM_SELECTORS = ['categories', 'lang', 'exchanges'];

describe('the registry', () => {
  it('has one entry per key, each with the label the editor shows', () => {
    const keys = FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    const labels = Object.fromEntries(FIELDS.map((f) => [f.key, f.label]));
    expect(labels).toMatchObject({
      name: 'Name',
      type: 'Type',
      status: 'Status',
      payout: 'Bid',
      clickurl: 'Click URL',
      website: 'Website',
      title: 'Title',
      description: 'Description',
      enable_budget: 'Enable budget',
      d_revenue: 'Daily budget',
      t_revenue: 'Total budget',
      enable_time: 'Enable start/end',
      create: 'Start date',
      create_time: 'Start time',
      expire: 'End date',
      expire_time: 'End time',
      enable_shedule: 'Enable schedule',
      shedule_timezone: 'Schedule time zone',
      freq_cap: 'Frequency cap',
      freq_counter: 'Frequency cap count',
      traffic_speed: 'Traffic speed',
      traffic_speed_counter: 'Traffic speed count',
      keywords_enabled: 'Enable keywords',
      keywords_whitelist: 'Allow list',
      keywords_blocklist: 'Block list',
      geo: 'Countries',
      geo_enabled: 'All countries',
      os_versions_enabled: 'All OS versions',
    });
  });

  it('never lists keys it must only carry: cid, uid, traffic filters', () => {
    for (const key of ['cid', 'uid', 'ip_whitelist', 'domain_blacklist', 'x_legacy_meta']) {
      expect(fieldByKey(key)).toBeUndefined();
    }
  });
});

describe('acme (bid control, frequency cap and pacing on)', () => {
  it('Push CPC shows click URL, creative, images, frequency/pacing and bid control', async () => {
    const keys = shown(await first('acme', '1'));
    expect(keys).toEqual(
      expect.arrayContaining([
        'clickurl',
        'title',
        'description',
        'icon',
        'image',
        ...FREQ_AND_PACING,
        'bidControl',
      ]),
    );
    expect(keys).not.toContain('website');
    for (const key of CPM_SELECTORS) expect(keys).not.toContain(key);
  });

  it('Popunder CPM shows website, no creative, no connection or traffic type', async () => {
    const read = await first('acme', '2');
    // Even a read carrying the flags does not show them for a Popunder type.
    const campaign = { ...read.campaign, connection_enabled: 1, connection: [] };
    const keys = shown({ ...read, campaign: { ...campaign, traffic_type_enabled: 0 } });
    expect(keys).toContain('website');
    for (const key of ['clickurl', 'title', 'description', 'icon', 'image']) {
      expect(keys).not.toContain(key);
    }
    for (const key of [
      'connection',
      'connection_enabled',
      'traffic_type',
      'traffic_type_enabled',
    ]) {
      expect(keys).not.toContain(key);
    }
    expect(keys).toEqual(expect.arrayContaining(['categories_enabled', 'categories', 'lang']));
    // CPM cannot carry bid control and this read has none to warn about.
    expect(keys).not.toContain('bidControl');
  });

  it('Contextual CPC has title and description but no images', async () => {
    const keys = shown(await first('acme', '3'));
    expect(keys).toEqual(expect.arrayContaining(['clickurl', 'title', 'description']));
    expect(keys).not.toContain('icon');
    expect(keys).not.toContain('image');
  });

  it('In-Page Push CPM is a push format with a website and the CPM selectors', async () => {
    const keys = shown(await first('acme', '7'));
    expect(keys).toEqual(
      expect.arrayContaining(['website', 'icon', 'image', 'connection', 'traffic_type']),
    );
    expect(keys).not.toContain('clickurl');
  });

  it('follows the selected type, not the read one', async () => {
    const read = await first('acme', '2');
    const keys = shown(read, '1');
    // Push CPC needs creative the Popunder read lacks: shown so it can be filled in.
    expect(keys).toEqual(expect.arrayContaining(['clickurl', 'title', 'icon']));
    expect(keys).not.toContain('website');
  });

  it('hints give the bid range and minimum budget of the read', async () => {
    const read = await first('acme', '1');
    const type = read.campaign_types['1'];
    expect(hint(read, 'payout')).toBe(`Between ${type?.minBid} and ${type?.maxBid} for Push CPC`);
    expect(hint(read, 'd_revenue')).toBe(`At least ${read.settings.min_budget}`);
    expect(hint(read, 't_revenue')).toBe(
      `At least ${read.settings.min_budget}, or 0 for unlimited`,
    );
    expect(hint(read, 'payout', '2')).toMatch(/^Between 0.5 and 10 for Popunder CPM$/);
    // Not hard-coded: other values in the read, other hints.
    const changed = {
      ...read,
      campaign_types: { ...read.campaign_types, '1': { ...type!, minBid: '0.07', maxBid: 9 } },
      settings: { ...read.settings, min_budget: 33 },
    };
    expect(hint(changed, 'payout')).toBe('Between 0.07 and 9 for Push CPC');
    expect(hint(changed, 'd_revenue')).toBe('At least 33');
  });

  it('makes Status read-only while the campaign is Pending', async () => {
    expect(readOnly(await first('acme', '1', 0), 'status')).toMatch(/Pending/);
    expect(readOnly(await first('acme', '1', 3), 'status')).toBeUndefined();
  });

  it('lets the click URL be edited and keeps images read-only', async () => {
    const read = await first('acme', '1');
    expect(readOnly(read, 'clickurl')).toBeUndefined();
    expect(readOnly(read, 'icon')).toBeDefined();
    expect(readOnly(read, 'image')).toBeDefined();
  });

  it('warns that a type change to CPM removes bid control rows', async () => {
    const [read] = (await readSeededOfType(server, 'acme', '1', { count: 20 })).filter(
      (r) => Array.isArray(r.campaign.bidControl) && r.campaign.bidControl.length > 1,
    );
    if (!read) throw new Error('no seeded campaign with bid control');
    expect(hint(read, 'bidControl')).toBeUndefined();
    expect(shown(read, '2')).toContain('bidControl');
    expect(hint(read, 'bidControl', '2')).toBe(
      `Bid control is only available for CPC and CPV types: saving removes its ${read.campaign.bidControl?.length} rules`,
    );
  });
});

describe('globex (bid control, frequency cap and pacing off)', () => {
  it.each(['11', '12', '15'])('type %s has no frequency cap, pacing or bid control', async (t) => {
    const keys = shown(await first('globex', t));
    for (const key of [...FREQ_AND_PACING, 'bidControl']) expect(keys).not.toContain(key);
  });

  it('Popunder CPV: click URL read-only (edit_clickurl off), no creative', async () => {
    const read = await first('globex', '11');
    const keys = shown(read);
    expect(keys).toContain('clickurl');
    expect(readOnly(read, 'clickurl')).toMatch(/not enabled/);
    for (const key of ['title', 'icon', 'website', 'categories', 'connection']) {
      expect(keys).not.toContain(key);
    }
  });

  it('Push CPM: website, creative and images', async () => {
    const keys = shown(await first('globex', '12'));
    expect(keys).toEqual(
      expect.arrayContaining(['website', 'title', 'description', 'icon', 'image', 'exchanges']),
    );
  });

  it('hints use globex limits', async () => {
    const read = await first('globex', '12');
    expect(hint(read, 'payout')).toBe('Between 0.3 and 8 for Push CPM');
    expect(hint(read, 'd_revenue')).toBe('At least 25');
  });

  it('shows bid control rows it cannot keep, and how to get past rule 13', async () => {
    const read = await first('globex', '11');
    const withRows = { ...read, campaign: { ...read.campaign, bidControl: [{ sid: 's-1' }] } };
    expect(shown(withRows)).toContain('bidControl');
    expect(hint(withRows, 'bidControl')).toBe(
      'Bid control is not available for this account: remove its rule to save',
    );
  });
});

describe('groups the read does not carry', () => {
  it('hides dates, keywords, schedule and a selector without their keys', async () => {
    const read = await first('acme', '1');
    const stripped = Object.fromEntries(
      Object.entries(read.campaign).filter(
        ([key]) => !/^(enable_time|create|expire|keywords_|enable_shedule|shedule|geo)/.test(key),
      ),
    ) as CampaignEditData['campaign'];
    const keys = shown({ ...read, campaign: stripped });
    for (const key of ['create', 'expire_time', 'keywords_whitelist', 'shedule', 'geo']) {
      expect(keys).not.toContain(key);
    }
    expect(shown(read)).toEqual(
      expect.arrayContaining(['create', 'expire_time', 'keywords_whitelist', 'shedule', 'geo']),
    );
  });
});
