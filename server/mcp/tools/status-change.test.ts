import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApplyStatusChangeDataSchema, PrepareStatusChangeDataSchema } from '@contract/mcp';
import { createCampaignStatusRepository } from '../../routes/campaigns/campaign-status.repository';
import { editAndPut, findCid } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, callData, callError, connectAs, WRITE } from './testing/tools-test-harness';

let t: TestApp;
let client: Client;
beforeEach(async () => {
  t = await createTestApp();
  client = await connectAs(t, 1001, WRITE);
});

const PREPARE = 'platform_prepare_campaign_status_change';
const APPLY = 'platform_apply_campaign_status_change';
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`.padEnd(20, '0');

const statusOf = (cid: number) =>
  (t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid) as { status: number })
    .status;
const statuses = (cids: number[]) => cids.map(statusOf);

async function prepare(cids: number[], status: string, c = client) {
  return PrepareStatusChangeDataSchema.parse(await callData(c, PREPARE, { cids, status }));
}

describe('prepare → apply', () => {
  it('changes the campaigns, and the verification read confirms it', async () => {
    const active = findCid(t, { uid: 1001, status: 1 });
    const scheduled = findCid(t, { uid: 1001, status: 4 });
    const paused = findCid(t, { uid: 1001, status: 3 });
    const cids = [scheduled, active, paused];

    const prepared = await prepare(cids, 'paused');
    expect(prepared.request).toEqual({ cids: [...cids].sort((a, b) => a - b), status: 'paused' });
    expect(prepared.diff.map((d) => [d.cid, d.from.name, d.to.name])).toEqual([
      [active, 'Active', 'Paused'],
      [scheduled, 'Scheduled', 'Paused'],
    ]);
    expect(prepared.diff[0]).toMatchObject({ field: 'status', from: { code: 1 }, to: { code: 3 } });
    expect(prepared.unchanged).toEqual([paused]);
    expect(prepared.summary).toMatch(/^Pause 2 campaigns: #\d+ .* \(Active → Paused\)/);
    expect(prepared.approval?.fingerprint).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const ttl = Date.parse(prepared.approval!.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    // Prepare changes nothing.
    expect(statuses([active, scheduled, paused])).toEqual([1, 4, 3]);

    const { structured, text } = await call(client, APPLY, {
      cids,
      status: 'paused',
      approval: prepared.approval!.fingerprint,
      idempotencyKey: newKey(),
    });
    const applied = ApplyStatusChangeDataSchema.parse(structured.data);
    expect(applied).toEqual({
      applied: [active, scheduled],
      unchanged: [paused],
      completed: true,
      partial: false,
      verification: {
        tool: 'platform_get_campaigns',
        arguments: { cids: prepared.request.cids },
        expect: { status: 3, statusName: 'Paused' },
      },
    });
    expect(text).toMatch(/Now verify: call platform_get_campaigns/);
    expect(statuses([active, scheduled, paused])).toEqual([3, 3, 3]);

    const check = await callData(client, applied.verification.tool, applied.verification.arguments);
    expect(check.campaigns.map((c: { status: number }) => c.status)).toEqual([3, 3, 3]);
    // The stored object agrees with the column, as after a REST status change.
    const full = await callData(client, 'platform_get_campaigns', {
      cids: [active],
      detailLevel: 'full',
    });
    expect(full.campaigns[0].status).toBe(3);
  });

  it('issues no approval when every campaign is already in the target status', async () => {
    const paused = findCid(t, { uid: 1001, status: 3 });
    const prepared = await prepare([paused], 'paused');
    expect(prepared).toMatchObject({ diff: [], unchanged: [paused], approval: null });
    expect(prepared.summary).toMatch(/^Nothing to change/);
  });

  it('refuses a foreign or missing cid with 404 naming it, the same for both', async () => {
    const mine = findCid(t, { uid: 1001, status: 3 });
    const foreign = findCid(t, { uid: 2001, status: 3 });
    const a = await callError(client, PREPARE, { cids: [mine, foreign], status: 'active' });
    expect(a).toMatchObject({ status: 404, code: 'not_found', cids: [foreign] });
    const b = await callError(client, PREPARE, { cids: [mine, 999_999], status: 'active' });
    expect(b).toMatchObject({ status: 404, code: 'not_found', cids: [999_999] });
  });

  it('refuses Pending campaigns with 403 and pending as a target with 400', async () => {
    const pending = findCid(t, { uid: 1001, status: 0 });
    const active = findCid(t, { uid: 1001, status: 1 });
    const error = await callError(client, PREPARE, { cids: [active, pending], status: 'paused' });
    expect(error).toMatchObject({ status: 403, code: 'forbidden', cids: [pending] });
    const target = await callError(client, PREPARE, { cids: [active], status: 'pending' });
    expect(target).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(target.fields.status[0]).toMatch(/cannot move campaigns to pending/);
    expect(statuses([pending, active])).toEqual([0, 1]);
  });

  it('refuses activation below 1.00 of balance with 402 (member 1002) and changes nothing', async () => {
    const low = await connectAs(t, 1002, WRITE);
    const paused = findCid(t, { uid: 1002, status: 3 });
    const error = await callError(low, PREPARE, { cids: [paused], status: 'active' });
    expect(error).toMatchObject({ status: 402, code: 'insufficient_balance' });
    expect(error.message).toMatch(/available: 0\.50/);
    expect(statusOf(paused)).toBe(3);
    // Pausing needs no balance.
    expect((await prepare([paused], 'suspended', low)).diff).toHaveLength(1);
  });

  it('checks the balance again at apply time', async () => {
    const paused = findCid(t, { uid: 1002, status: 3 });
    t.db.prepare('UPDATE members SET balance_cents = 500 WHERE uid = 1002').run();
    const low = await connectAs(t, 1002, WRITE);
    const prepared = await prepare([paused], 'active', low);
    t.db.prepare('UPDATE members SET balance_cents = 50 WHERE uid = 1002').run();
    const error = await callError(low, APPLY, {
      cids: [paused],
      status: 'active',
      approval: prepared.approval!.fingerprint,
      idempotencyKey: newKey(),
    });
    expect(error).toMatchObject({ status: 402, code: 'insufficient_balance' });
    expect(statusOf(paused)).toBe(3);
  });
});

describe('apply refusals', () => {
  let cid: number;
  let approval: string;
  beforeEach(async () => {
    cid = findCid(t, { uid: 1001, status: 1 });
    approval = (await prepare([cid], 'paused')).approval!.fingerprint;
  });
  const apply = (over: Record<string, unknown> = {}) =>
    call(client, APPLY, {
      cids: [cid],
      status: 'paused',
      approval,
      idempotencyKey: newKey(),
      ...over,
    });

  it('returns the first result again for the same key and request, changing nothing twice', async () => {
    const idempotencyKey = newKey();
    const first = await apply({ idempotencyKey });
    expect(first.structured.status).toBe('success');
    // Someone moves it back; a retry of the lost answer must not pause it again.
    createCampaignStatusRepository(t.db).setStatus(1001, [cid], 1);
    const again = await apply({ idempotencyKey });
    expect(again.result).toEqual(first.result);
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses the same key for a different request with 409 idempotency_conflict', async () => {
    const idempotencyKey = newKey();
    expect((await apply({ idempotencyKey })).structured.status).toBe('success');
    const other = findCid(t, { uid: 1001, status: 4 });
    const otherApproval = (await prepare([other], 'paused')).approval!.fingerprint;
    const { structured } = await apply({ cids: [other], approval: otherApproval, idempotencyKey });
    expect(structured.error).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    expect(statusOf(other)).toBe(4);
  });

  it('refuses the same key with a new approval for the same request: a new intent, not a replay', async () => {
    const idempotencyKey = newKey();
    expect((await apply({ idempotencyKey })).structured.status).toBe('success');
    // Reactivated by someone, then prepared again: the new approval is a new intent.
    createCampaignStatusRepository(t.db).setStatus(1001, [cid], 1);
    const fresh = (await prepare([cid], 'paused')).approval!.fingerprint;
    const reused = await apply({ approval: fresh, idempotencyKey });
    expect(reused.structured.error).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    const garbage = await apply({ approval: 'not-an-approval-at-all', idempotencyKey });
    expect(garbage.structured.error).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    expect(statusOf(cid)).toBe(1);
    // A new key for the new intent goes through.
    expect((await apply({ approval: fresh })).structured.status).toBe('success');
    expect(statusOf(cid)).toBe(3);
  });

  it('lets only one of two applies racing on one approval through', async () => {
    const [a, b] = await Promise.all([apply(), apply()]);
    const outcomes = [a.structured, b.structured].map((s) => s.error?.code ?? s.status).sort();
    expect(outcomes).toEqual(['approval_reused', 'success']);
  });

  it('refuses a used approval with a new key: 409 approval_reused', async () => {
    expect((await apply()).structured.status).toBe('success');
    createCampaignStatusRepository(t.db).setStatus(1001, [cid], 1);
    const { structured } = await apply();
    expect(structured.error).toMatchObject({ status: 409, code: 'approval_reused' });
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses when the campaign changed since prepare (status via the repository): 409 state_changed', async () => {
    createCampaignStatusRepository(t.db).setStatus(1001, [cid], 4);
    const { structured } = await apply();
    expect(structured.error).toMatchObject({ status: 409, code: 'state_changed' });
    expect(statusOf(cid)).toBe(4);
  });

  it('refuses when a REST edit landed since prepare, even without a status change: 409 state_changed', async () => {
    const { res } = await editAndPut(t, cid, (c) => {
      c.name = `${String(c.name)} (renamed)`;
    });
    expect(res.status).toBe(200);
    const { structured } = await apply();
    expect(structured.error).toMatchObject({ status: 409, code: 'state_changed' });
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses a tampered fingerprint: 409 approval_stale', async () => {
    const tampered = `${approval.slice(0, -1)}${approval.endsWith('A') ? 'B' : 'A'}`;
    const { structured } = await apply({ approval: tampered });
    expect(structured.error).toMatchObject({ status: 409, code: 'approval_stale' });
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses an expired approval: 409 approval_stale', async () => {
    t.db.prepare('UPDATE mcp_approvals SET expires_at = expires_at - 601').run();
    const { structured } = await apply();
    expect(structured.error).toMatchObject({ status: 409, code: 'approval_stale' });
    expect(structured.error.message).toMatch(/expired/);
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses an approval of another member: 409 approval_stale', async () => {
    const other = await connectAs(t, 1002, WRITE);
    const { structured } = await call(other, APPLY, {
      cids: [cid],
      status: 'paused',
      approval,
      idempotencyKey: newKey(),
    });
    expect(structured.error).toMatchObject({ status: 409, code: 'approval_stale' });
    expect(statusOf(cid)).toBe(1);
  });

  it('refuses other cids or another status than prepared: 409 approval_mismatch', async () => {
    const { structured } = await apply({ status: 'suspended' });
    expect(structured.error).toMatchObject({ status: 409, code: 'approval_mismatch' });
    const more = await apply({ cids: [cid, findCid(t, { uid: 1001, status: 4 })] });
    expect(more.structured.error).toMatchObject({ status: 409, code: 'approval_mismatch' });
    expect(statusOf(cid)).toBe(1);
    // The approval was not spent by the refusals.
    expect((await apply()).structured.status).toBe('success');
  });

  it('accepts the prepared cids in any order', async () => {
    const pair = [findCid(t, { uid: 1001, status: 4 }), findCid(t, { uid: 1001, status: 2 })];
    const prepared = await prepare(pair, 'paused');
    const { structured } = await apply({
      cids: [...pair].reverse(),
      approval: prepared.approval!.fingerprint,
    });
    expect(structured.data.applied).toEqual([...pair].sort((a, b) => a - b));
    expect(statuses(pair)).toEqual([3, 3]);
  });

  it.each([
    [{ idempotencyKey: 'short' }, 'idempotencyKey'],
    [{ idempotencyKey: 'has spaces in it, sixteen+' }, 'idempotencyKey'],
    [{ approval: '' }, 'approval'],
    [{ approval: undefined }, 'approval'],
  ])('refuses %j with 400 invalid_arguments', async (over, field) => {
    const { structured } = await apply(over);
    expect(structured.error).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(Object.keys(structured.error.fields)).toEqual([field]);
  });
});
