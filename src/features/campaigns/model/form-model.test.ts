import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { validateCampaign } from '@contract/campaign-rules';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { createFieldContext } from './field-context';
import {
  buildPayload,
  detectConflicts,
  diffCampaigns,
  mapFieldErrors,
  rebaseValues,
  toFormValues,
} from './form-model';
import { readSeeded, readSeededOfType, type Tenant } from './seeded-reads';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

const first = async (tenant: Tenant, type: string, status?: number) => {
  const [read] = await readSeededOfType(server, tenant, type, { status });
  if (!read) throw new Error('no seeded campaign');
  return read;
};

/** Opens the read in the model, applies form edits (all marked dirty), builds the payload. */
function save(read: CampaignEditData, edits: Record<string, unknown>): Campaign {
  const ctx = createFieldContext(
    read.campaign,
    read.campaign_types,
    read.settings,
    edits.type ?? read.campaign.type,
  );
  const values = { ...toFormValues(ctx), ...edits };
  return buildPayload(read.campaign, values, new Set(Object.keys(edits)), ctx);
}

const keysOf = (o: object) => Object.keys(o);

async function withRows(tenant: Tenant, type: string): Promise<CampaignEditData> {
  const reads = await readSeededOfType(server, tenant, type, { count: 20 });
  const read = reads.find((r) => (r.campaign.bidControl?.length ?? 0) > 0);
  if (!read) throw new Error('no seeded campaign with bid control');
  return read;
}

describe('buildPayload', () => {
  it.each([
    ['acme', '1'],
    ['globex', '12'],
  ] as const)('%s: a name edit changes the name only, in place', async (tenant, type) => {
    const read = await first(tenant, type);
    const payload = save(read, { name: 'Renamed' });
    expect(payload).toEqual({ ...read.campaign, name: 'Renamed' });
    expect(keysOf(payload)).toEqual(keysOf(read.campaign));
    expect(payload).not.toBe(read.campaign);
  });

  it('writes a typed-back number as the original (no "0.50" vs 0.5 churn)', async () => {
    const read = await first('acme', '1');
    const payout = read.campaign.payout as number;
    const payload = save(read, {
      payout: payout.toFixed(4),
      d_revenue: `${read.campaign.d_revenue}.0`,
    });
    expect(payload.payout).toBe(payout);
    expect(payload.d_revenue).toBe(read.campaign.d_revenue);
    expect(diffCampaigns(read.campaign, payload)).toEqual([]);
  });

  it('keeps a numeric-string bid a string when changed', async () => {
    const read = await first('acme', '1');
    const asString = { ...read, campaign: { ...read.campaign, payout: '0.50' } };
    expect(save(asString, { payout: '0.75' }).payout).toBe('0.75');
    expect(save(asString, { payout: '0.5' }).payout).toBe('0.50');
  });

  it('type change to CPM empties bid control and diffCampaigns says so', async () => {
    const read = await withRows('acme', '1');
    const payload = save(read, { type: '2' });
    expect(payload.type).toBe(2);
    expect(payload.bidControl).toEqual([]);
    expect(keysOf(payload)).toEqual(keysOf(read.campaign));
    expect(diffCampaigns(read.campaign, payload)).toEqual([
      { key: 'type', label: 'Type', before: 1, after: 2 },
      { key: 'bidControl', label: 'Bid control', before: read.campaign.bidControl, after: [] },
    ]);
  });

  it('type change to another CPC type keeps bid control', async () => {
    const read = await withRows('acme', '1');
    const payload = save(read, { type: '3' });
    expect(payload.bidControl).toBe(read.campaign.bidControl);
    expect(diffCampaigns(read.campaign, payload).map((c) => c.key)).toEqual(['type']);
  });

  it('keeps bid control the type cannot carry while the type is unchanged, until removed', async () => {
    const read = await first('globex', '11');
    const rows = [{ sid: 's-1', bid: 0.1, meta: { v: 1 } }];
    const withBid = { ...read, campaign: { ...read.campaign, bidControl: rows } };
    expect(save(withBid, { name: 'x' }).bidControl).toBe(rows);
    // The explicit removal the bid control hint asks for.
    const removed = save(withBid, { bidControl: [] });
    expect(removed.bidControl).toEqual([]);
    expect(validateCampaign(removed, read.campaign_types, read.settings)).toEqual({});
    // Any other "edit" of rows the type cannot carry is not an edit.
    expect(save(withBid, { bidControl: [{ sid: 'x' }] }).bidControl).toBe(rows);
  });

  it('never writes read-only fields: globex click URL, a Pending status, images', async () => {
    const globex = await first('globex', '11');
    expect(save(globex, { clickurl: 'https://evil.example' }).clickurl).toBe(
      globex.campaign.clickurl,
    );
    const pending = await first('acme', '1', 0);
    expect(save(pending, { status: '1' }).status).toBe(0);
    expect(save(pending, { icon: { url: 'https://x.example/i.png' } }).icon).toBe(
      pending.campaign.icon,
    );
  });

  it('drops edits of fields the selected type hides', async () => {
    const read = await first('acme', '1');
    const payload = save(read, { clickurl: 'https://edited.example', type: '2' });
    expect(payload.clickurl).toBe(read.campaign.clickurl);
  });

  it('adds a field the read lacks only when the user filled it in', async () => {
    const read = await first('acme', '2');
    expect('title' in read.campaign).toBe(false);
    const untouched = save(read, { type: '1' });
    expect('title' in untouched).toBe(false);
    const filled = save(read, { type: '1', title: 'Hello' });
    expect(keysOf(filled)).toEqual([...keysOf(read.campaign), 'title']);
    expect(filled.title).toBe('Hello');
  });

  it('ignores dirty keys that are not fields', async () => {
    const read = await first('acme', '1');
    const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings);
    const values = { ...toFormValues(ctx), uid: 1, x_legacy_meta: null };
    const payload = buildPayload(read.campaign, values, new Set(['uid', 'x_legacy_meta']), ctx);
    expect(payload).toEqual(read.campaign);
  });

  it('writes a toggled flag and a schedule in their original types and shapes', async () => {
    const read = await first('acme', '1');
    const asBool = { ...read, campaign: { ...read.campaign, enable_budget: true } };
    expect(save(asBool, { enable_budget: false }).enable_budget).toBe(false);
    const week = read.campaign.shedule as unknown[];
    const painted = week.map(() => (Array.isArray(week[0]) ? Array(24).fill(true) : 1));
    expect(save(read, { shedule: painted }).shedule).toBe(painted);
  });
});

describe('mapFieldErrors', () => {
  it('puts rule and server paths on fields and the rest on the form', () => {
    expect(
      mapFieldErrors({
        payout: ['Bid must be between 0.01 and 2'],
        geo: ['Choose at least one value for Countries, or target all'],
        'icon.url': ['Invalid input: expected string'],
        icon: ['Icon is required'],
        'bidControl.0.bid': ['Too high'],
        'geo[2]': ['Unknown country'],
        'ids.0': ['Not yours'],
        uid: ['You cannot update another account'],
        x_partner_ref: ['Unknown partner'],
        _: ['Body must be an object'],
        clickurl: [],
      }),
    ).toEqual({
      fields: {
        payout: 'Bid must be between 0.01 and 2',
        geo: 'Choose at least one value for Countries, or target all Unknown country',
        icon: 'Invalid input: expected string Icon is required',
        bidControl: 'Too high',
      },
      other: [
        'ids.0: Not yours',
        'uid: You cannot update another account',
        'x_partner_ref: Unknown partner',
        'Body must be an object',
      ],
    });
  });
});

describe('conflicts and rebase', () => {
  async function loadedAndLatest() {
    const loaded = await first('acme', '1');
    const latest: CampaignEditData = {
      ...loaded,
      campaign: { ...loaded.campaign, name: 'Renamed by a colleague', payout: 0.42, geo: ['JP'] },
    };
    return { loaded, latest };
  }

  it('detectConflicts lists what the server changed since the load', async () => {
    const { loaded, latest } = await loadedAndLatest();
    expect(detectConflicts(loaded.campaign, loaded.campaign)).toEqual([]);
    expect(detectConflicts(loaded.campaign, latest.campaign)).toEqual([
      { key: 'name', label: 'Name', before: loaded.campaign.name, after: 'Renamed by a colleague' },
      { key: 'payout', label: 'Bid', before: loaded.campaign.payout, after: 0.42 },
      { key: 'geo', label: 'Countries', before: loaded.campaign.geo, after: ['JP'] },
    ]);
  });

  it('rebaseValues keeps their change where I did not edit and mine where I did', async () => {
    const { loaded, latest } = await loadedAndLatest();
    const ctx = createFieldContext(loaded.campaign, loaded.campaign_types, loaded.settings);
    const mine = { ...toFormValues(ctx), payout: '0.9', title: 'Mine' };
    const dirty = new Set(['payout', 'title']);
    const latestCtx = createFieldContext(latest.campaign, latest.campaign_types, latest.settings);
    const rebased = rebaseValues(latestCtx, mine, dirty);
    expect(rebased.name).toBe('Renamed by a colleague');
    expect(rebased.geo).toEqual(['JP']);
    expect(rebased.payout).toBe('0.9');
    expect(rebased.title).toBe('Mine');
    const payload = buildPayload(latest.campaign, rebased, dirty, latestCtx);
    expect(payload).toEqual({ ...latest.campaign, payout: 0.9, title: 'Mine' });
  });

  it('rebaseValues follows my type change when deciding what applies', async () => {
    const read = await first('acme', '2');
    const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings);
    const rebased = rebaseValues(ctx, { ...toFormValues(ctx), type: '1' }, new Set(['type']));
    expect(rebased).toHaveProperty('clickurl');
    expect(rebased).not.toHaveProperty('website');
  });
});

describe('a save through the reference API', () => {
  it('reads back exactly what was sent, key order included', async () => {
    for (const [tenant, type] of [
      ['acme', '1'],
      ['globex', '11'],
    ] as const) {
      const read = await first(tenant, type);
      const payload = save(read, { name: `${read.campaign.name} (edited)` });
      const token = tenant === 'acme' ? server.tokens.demo : server.tokens.otherTenant;
      const res = await server.fetch(`/api/v1/login/campaigns/${read.campaign.cid}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      const back = (await readSeeded(server, tenant, read.campaign.cid!)).campaign;
      expect(JSON.stringify(back)).toBe(JSON.stringify(payload));
    }
  });
});
