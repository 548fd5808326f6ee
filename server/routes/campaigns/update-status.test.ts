import { beforeEach, describe, expect, it } from 'vitest';
import { UpdateStatusResultSchema } from '@contract/campaigns';
import { BASE, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const statusOf = (cid: number) =>
  (t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid) as { status: number })
    .status;
const update = async (payload: unknown, token = t.tokens.demo) => {
  const res = await requests(t).put(`${BASE}/update-status`, payload, token);
  return { status: res.status, json: await body(res) };
};

describe('PUT /login/campaigns/update-status', () => {
  it('changes every id and the stored campaign object, answering the updated ids', async () => {
    const ids = [
      findCid(t, { uid: 1001, status: 1 }),
      findCid(t, { uid: 1001, status: 4 }),
      findCid(t, { uid: 1001, status: 2 }),
    ];
    const { status, json } = await update({ ids: [...ids, ids[0]], status: 3 });
    expect(status).toBe(200);
    expect(json).toEqual({
      status: 'success',
      message: '3 campaigns set to Paused',
      data: { updated: ids },
    });
    expect(UpdateStatusResultSchema.parse(json.data)).toEqual({ updated: ids });
    for (const cid of ids) {
      expect(statusOf(cid)).toBe(3);
      expect((await readCampaign(t, cid, t.tokens.demo)).status).toBe(3);
    }
  });

  it.each([1, 2, 4])('moves a paused campaign to status %i', async (target) => {
    const cid = findCid(t, { uid: 1001, status: 3 });
    expect((await update({ ids: [cid], status: target })).status).toBe(200);
    expect(statusOf(cid)).toBe(target);
  });

  it('answers 403 listing foreign and missing ids, and changes none of the ids', async () => {
    const mine = findCid(t, { uid: 1001, status: 3 });
    const foreign = findCid(t, { uid: 1002, status: 3 });
    const { status, json } = await update({ ids: [mine, foreign, 999_999], status: 2 });
    expect(status).toBe(403);
    expect(json.errors.ids).toEqual([
      `Campaign ${foreign} was not found in your account`,
      'Campaign 999999 was not found in your account',
    ]);
    expect([statusOf(mine), statusOf(foreign)]).toEqual([3, 3]);
  });

  it('answers 403 for Pending as target and for Pending campaigns, naming them', async () => {
    const paused = findCid(t, { uid: 1001, status: 3 });
    const toPending = await update({ ids: [paused], status: 0 });
    expect(toPending).toMatchObject({
      status: 403,
      json: { message: 'Members cannot move a campaign to Pending' },
    });
    const pending = findCid(t, { uid: 1001, status: 0 });
    const fromPending = await update({ ids: [paused, pending], status: 3 });
    expect(fromPending.status).toBe(403);
    expect(fromPending.json.errors.ids).toEqual([
      `Campaign ${pending} is Pending and awaits review`,
    ]);
    expect(statusOf(pending)).toBe(0);
  });

  it('answers 402 when activating without 1.00 of balance, changing nothing', async () => {
    const ids = [findCid(t, { uid: 1002, status: 3 }), findCid(t, { uid: 1002, status: 1 })];
    const { status, json } = await update({ ids, status: 1 }, t.tokens.lowBalance);
    expect(status).toBe(402);
    expect(json.message).toBe(
      'Insufficient balance: at least 1.00 is needed to activate campaigns (available: 0.50)',
    );
    expect(ids.map(statusOf)).toEqual([3, 1]);
    // Pausing needs no balance.
    expect((await update({ ids, status: 3 }, t.tokens.lowBalance)).status).toBe(200);
  });

  it.each([
    [{ ids: [], status: 3 }, 'ids'],
    [{ ids: ['1'], status: 3 }, 'ids.0'],
    [{ ids: [1] }, 'status'],
    [{ ids: [1], status: 9 }, 'status'],
  ])('answers 422 with field paths for %j', async (payload, field) => {
    const { status, json } = await update(payload);
    expect(status).toBe(422);
    expect(json.errors).toHaveProperty([field]);
  });

  it('needs a member token', async () => {
    const res = await requests(t).put(`${BASE}/update-status`, { ids: [10001], status: 3 });
    expect(res.status).toBe(401);
  });
});
