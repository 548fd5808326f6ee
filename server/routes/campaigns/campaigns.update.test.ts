import { beforeEach, describe, expect, it } from 'vitest';
import { MessageEnvelopeSchema } from '@contract/common';
import { BASE, editAndPut, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const paused = (uid = 1001, type?: number) => findCid(t, { uid, status: 3, type });

describe('PUT /login/campaigns/:cid', () => {
  it('answers status and message only, and a read returns every field unchanged', async () => {
    const cid = paused();
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => void (c.name = 'Renamed'));
    expect(res.status).toBe(200);
    expect(json).toEqual({ status: 'success', message: 'Campaign updated' });
    expect(MessageEnvelopeSchema.parse(json)).toEqual(json);
    const after = await readCampaign(t, cid, t.tokens.demo);
    expect(after).toEqual({ ...before, name: 'Renamed' });
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after.x_legacy_meta).toEqual(before.x_legacy_meta);
  });

  it('keeps unknown fields of any JSON type, and normalises flag-on selectors to []', async () => {
    const cid = paused(1001, 2);
    const extras = {
      x_new: { deep: [1, 'two', null, { three: false }] },
      x_big: 1234567890123,
      x_float: 0.1 + 0.2,
      x_null: null,
      x_text: 'a\nb "c" ✓',
    };
    const { res, sent } = await editAndPut(t, cid, (c) => {
      Object.assign(c, extras);
      c.geo_enabled = 1;
      c.geo = ['US', 'DE'];
      c.exchanges_enabled = 0;
      c.exchanges = [101, 412];
    });
    expect(res.status).toBe(200);
    const after = await readCampaign(t, cid, t.tokens.demo);
    expect(after).toEqual({ ...sent, geo: [] });
    expect(after).toMatchObject(extras);
    const row = await body(await requests(t).get(`${BASE}/campaigns?query=${cid}`, t.tokens.demo));
    expect(row.data.data[0].geo).toEqual([]);
  });

  it('takes the cid from the path, never from the body', async () => {
    const cid = paused();
    const other = findCid(t, { uid: 1001, status: 3, skip: 1 });
    const otherBefore = await readCampaign(t, other, t.tokens.demo);
    const { res } = await editAndPut(t, cid, (c) => {
      c.cid = other;
      c.name = 'Path wins';
    });
    expect(res.status).toBe(200);
    expect(await readCampaign(t, cid, t.tokens.demo)).toMatchObject({ cid, name: 'Path wins' });
    expect(await readCampaign(t, other, t.tokens.demo)).toEqual(otherBefore);
  });

  it.each([
    ['a string', 'abc'],
    ['null', null],
    ['a numeric string', '1'],
  ])('overwrites a body cid given as %s instead of refusing it', async (_name, bodyCid) => {
    const cid = paused();
    const { res } = await editAndPut(t, cid, (c) => void (c.cid = bodyCid));
    expect(res.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).cid).toBe(cid);
  });

  it('puts a missing body cid back first, so the stored key order does not change', async () => {
    const cid = paused();
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res } = await editAndPut(t, cid, (c) => void delete c.cid);
    expect(res.status).toBe(200);
    const after = await readCampaign(t, cid, t.tokens.demo);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  });

  it('answers 403 for a body uid of another advertiser and changes nothing', async () => {
    const cid = paused();
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => void (c.uid = 1002));
    expect(res.status).toBe(403);
    expect(json).toMatchObject({ status: 'error', errors: { uid: [expect.any(String)] } });
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it('answers the same 404 for a foreign cid as for a missing one', async () => {
    const foreign = paused(2001);
    const sent = await readCampaign(t, foreign, t.tokens.otherTenant);
    const put = (cid: number) =>
      requests(t).put(`${BASE}/${cid}`, { ...sent, uid: 1001 }, t.tokens.demo);
    const [a, b] = await Promise.all([put(foreign), put(999_999)]);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(await a.text()).toBe(await b.text());
  });

  it('never lets a member move a campaign to or out of Pending', async () => {
    const toPending = await editAndPut(t, paused(), (c) => void (c.status = 0));
    expect(toPending.res.status).toBe(403);
    expect(toPending.json.message).toBe('Members cannot move a campaign to Pending');
    const pending = findCid(t, { uid: 1001, status: 0 });
    const outOfPending = await editAndPut(t, pending, (c) => void (c.status = 1));
    expect(outOfPending.res.status).toBe(403);
    const stayPending = await editAndPut(t, pending, (c) => void (c.name = 'Edited while pending'));
    expect(stayPending.res.status).toBe(200);
  });

  it('answers 402 when a member without 1.00 of balance activates, and stores nothing', async () => {
    const cid = paused(1002);
    const before = await readCampaign(t, cid, t.tokens.lowBalance);
    const { res, json } = await editAndPut(
      t,
      cid,
      (c) => Object.assign(c, { status: 1, name: 'x' }),
      t.tokens.lowBalance,
    );
    expect(res.status).toBe(402);
    expect(json.message).toMatch(/^Insufficient balance/);
    expect(await readCampaign(t, cid, t.tokens.lowBalance)).toEqual(before);
    const active = findCid(t, { uid: 1002, status: 1 });
    expect(
      (await editAndPut(t, active, (c) => void (c.name = 'Still active'), t.tokens.lowBalance)).res
        .status,
    ).toBe(200);
  });

  it('rejects "[server-422]" names with a server-only field error when test hooks are on', async () => {
    const { res, json } = await editAndPut(
      t,
      paused(),
      (c) => void (c.name = 'Promo [server-422]'),
    );
    expect(res.status).toBe(422);
    expect(json.errors).toEqual({ name: ['Rejected by a server-only rule'] });
    const plain = await createTestApp({ env: { testHooks: false } });
    expect(
      (
        await editAndPut(
          plain,
          findCid(plain, { uid: 1001, status: 3 }),
          (c) => void (c.name = 'Promo [server-422]'),
        )
      ).res.status,
    ).toBe(200);
  });

  it('refuses a bid increase of a "[bid-cap]" campaign, and only an increase', async () => {
    const cid = paused();
    const named = await editAndPut(t, cid, (c) => void (c.name = 'Capped [bid-cap]'));
    expect(named.res.status).toBe(200);
    const before = await readCampaign(t, cid, t.tokens.demo);
    const up = await editAndPut(t, cid, (c) => void (c.payout = Number(c.payout) + 0.01));
    expect(up.res.status).toBe(422);
    expect(up.json.errors).toEqual({ payout: ['Bid increases are locked for this campaign'] });
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
    const down = await editAndPut(t, cid, (c) => void (c.payout = Number(c.payout) - 0.001));
    expect(down.res.status).toBe(200);
  });

  it('answers 422 with field paths for a body of the wrong shape, 400 for one that is not JSON', async () => {
    const cid = paused();
    const { res, json } = await editAndPut(t, cid, (c) =>
      Object.assign(c, { uid: '1001', icon: 'x.png', enable_budget: 'yes' }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(json.errors).sort()).toEqual(['enable_budget', 'icon', 'uid']);
    // Messages a person can act on, whatever code ran before (contract/zod-locale.ts).
    expect(json.errors.uid).toEqual(['Invalid input: expected number, received string']);
    const bad = await requests(t).put(`${BASE}/${cid}`, '{"name": ', t.tokens.demo);
    expect(bad.status).toBe(400);
    const list = await requests(t).put(`${BASE}/${cid}`, [], t.tokens.demo);
    expect(list.status).toBe(400);
  });
});
