import { beforeEach, describe, expect, it } from 'vitest';
import { GetCampaignsDataSchema } from '@contract/mcp';
import { findCid, readCampaign } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callData, callError, connectAs, READ } from './testing/tools-test-harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe('platform_get_campaigns', () => {
  it('reads summaries in the order asked', async () => {
    const client = await connectAs(t, 1001, READ);
    const cids = [findCid(t, { uid: 1001, status: 3 }), findCid(t, { uid: 1001, status: 1 })];
    const data = GetCampaignsDataSchema.parse(
      await callData(client, 'platform_get_campaigns', { cids }),
    );
    expect(data.campaigns.map((c) => [c.cid, c.statusName])).toEqual([
      [cids[0], 'Paused'],
      [cids[1], 'Active'],
    ]);
    expect(data.notFound).toEqual([]);
  });

  it('gives the complete stored object at detailLevel full, as the REST read does', async () => {
    const client = await connectAs(t, 1001, READ);
    const cid = findCid(t, { uid: 1001, status: 2 });
    const data = await callData(client, 'platform_get_campaigns', {
      cids: [cid],
      detailLevel: 'full',
    });
    const { typeName, statusName, ...stored } = data.campaigns[0];
    expect(stored).toEqual(await readCampaign(t, cid, t.tokens.demo));
    expect(statusName).toBe('Suspended');
    expect(typeof typeName).toBe('string');
  });

  it('answers a foreign cid exactly like a missing one: 404 not_found', async () => {
    const client = await connectAs(t, 1001, READ);
    const foreign = findCid(t, { uid: 2001 });
    const missing = 999_999;
    const a = await callError(client, 'platform_get_campaigns', { cids: [foreign] });
    const b = await callError(client, 'platform_get_campaigns', { cids: [missing] });
    expect(a).toEqual({
      status: 404,
      code: 'not_found',
      message: `Campaigns not found in your account: ${foreign}`,
      cids: [foreign],
    });
    expect({ ...b, message: '', cids: [] }).toEqual({ ...a, message: '', cids: [] });
  });

  it('lists foreign and missing cids in notFound when some are found', async () => {
    const client = await connectAs(t, 1001, READ);
    const mine = findCid(t, { uid: 1001 });
    const foreign = findCid(t, { uid: 1002 });
    const data = await callData(client, 'platform_get_campaigns', {
      cids: [foreign, mine, 999_999],
    });
    expect(data.campaigns.map((c: { cid: number }) => c.cid)).toEqual([mine]);
    expect(data.notFound).toEqual([foreign, 999_999]);
  });

  it.each([
    [{ cids: [] }],
    [{ cids: [0] }],
    [{ cids: [10002, 10002] }],
    [{ cids: Array.from({ length: 51 }, (_, i) => 10001 + i) }],
    [{ cids: ['10002'] }],
    [{}],
  ])('refuses %j with 400 invalid_arguments on cids', async (args) => {
    const client = await connectAs(t, 1001, READ);
    const error = await callError(client, 'platform_get_campaigns', args);
    expect(error).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(Object.keys(error.fields)[0]).toMatch(/^cids/);
  });
});

/** Sets one field of a stored campaign document to the JSON `value`, past any bound of PUT. */
function storeField(cid: number, field: string, value: string) {
  t.db
    .prepare(`UPDATE campaigns SET doc = json_set(doc, '$.' || ?, json(?)) WHERE cid = ?`)
    .run(field, value, cid);
}

describe('platform_get_campaigns with campaigns of megabytes', () => {
  it('refuses an answer over 1 MB with what to ask instead, and answers the same campaigns in smaller calls', async () => {
    // Three campaigns of 600 KB each: more than a PUT stores now (256 KB, decision 068),
    // written straight into the file as one stored before that bound, or by another tool.
    const cids = [0, 1, 2].map((skip) => findCid(t, { uid: 1001, skip }));
    for (const cid of cids) storeField(cid, 'notes', JSON.stringify('x'.repeat(600_000)));
    const client = await connectAs(t, 1001, READ);
    const refused = await callError(client, 'platform_get_campaigns', {
      cids,
      detailLevel: 'full',
    });
    expect(refused).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(refused.message).toMatch(
      /larger than 1 MB.*fewer items at a time \(fewer cids, a smaller limit\) or for detailLevel summary/,
    );
    // The way out it names works: summaries of all three, and each one in full on its own.
    const summaries = await callData(client, 'platform_get_campaigns', { cids });
    expect(summaries.campaigns).toHaveLength(3);
    const one = await callData(client, 'platform_get_campaigns', {
      cids: [cids[0]],
      detailLevel: 'full',
    });
    expect(one.campaigns[0].notes).toHaveLength(600_000);
  });

  it('counts what the answer writes: a campaign of many small numbers is not refused', async () => {
    // 350,000 zeros are 700 KB of JSON; counted as 8 characters plus an index each they passed 1 MB.
    const cid = findCid(t, { uid: 1001 });
    storeField(cid, 'history', JSON.stringify(Array(350_000).fill(0)));
    const client = await connectAs(t, 1001, READ);
    const data = await callData(client, 'platform_get_campaigns', {
      cids: [cid],
      detailLevel: 'full',
    });
    expect(data.campaigns[0].history).toHaveLength(350_000);
  });
});
