import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@contract/campaigns';
import { flagLike } from '@contract/common';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { createFieldContext } from './field-context';
import { buildPayload, diffCampaigns, toFormValues, verifySaved } from './form-model';
import { readSeeded, readSeededOfType } from './seeded-reads';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

async function put(cid: number, payload: Campaign) {
  return server.fetch(`/api/v1/login/campaigns/${cid}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${server.tokens.demo}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

describe('verifySaved', () => {
  it('accepts the server emptying the array of a selector switched to "all"', async () => {
    const reads = await readSeededOfType(server, 'acme', '1', { count: 20 });
    const read = reads.find((r) => r.campaign.geo_enabled === 0);
    if (!read) throw new Error('no seeded campaign with custom countries');
    const cid = read.campaign.cid!;
    const ctx = createFieldContext(read.campaign, read.campaign_types, read.settings);
    // The targeting control switches the flag and leaves the list (so "custom" restores it).
    const values = { ...toFormValues(ctx), geo_enabled: flagLike(read.campaign.geo_enabled, true) };
    const sent = buildPayload(read.campaign, values, new Set(['geo_enabled']), ctx);
    expect(sent.geo).toEqual(read.campaign.geo);
    expect((await put(cid, sent)).status).toBe(200);

    const back = (await readSeeded(server, 'acme', cid)).campaign;
    expect(diffCampaigns(sent, back).map((c) => c.key)).toEqual(['geo']);
    expect(verifySaved(sent, back)).toEqual([]);
  });

  it('reports anything else that did not persist as sent', async () => {
    const [read] = await readSeededOfType(server, 'acme', '2');
    if (!read) throw new Error('no seeded campaign');
    const sent = read.campaign;
    const back = { ...sent, name: 'Changed by the server', x_legacy_meta: null };
    expect(verifySaved(sent, back)).toEqual([
      { key: 'name', label: 'Name', before: sent.name, after: 'Changed by the server' },
      { key: 'x_legacy_meta', label: 'x_legacy_meta', before: sent.x_legacy_meta, after: null },
    ]);
  });

  it('does not excuse an emptied array whose flag was custom, nor a changed cid', () => {
    const sent = {
      cid: 5,
      uid: 1,
      name: 'n',
      type: 1,
      status: 3,
      payout: 1,
      geo_enabled: 0,
      geo: ['US'],
    };
    expect(verifySaved(sent, { ...sent, geo: [] }).map((c) => c.key)).toEqual(['geo']);
    expect(verifySaved(sent, { ...sent, cid: 6 }).map((c) => c.key)).toEqual(['cid']);
    const { cid: _cid, ...withoutCid } = sent;
    expect(verifySaved(withoutCid, sent)).toEqual([]);
  });
});
