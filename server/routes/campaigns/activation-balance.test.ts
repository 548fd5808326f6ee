import { beforeEach, describe, expect, it } from 'vitest';
import { editAndPut, findCid, BASE } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callData, callError, connectAs, WRITE } from '../../mcp/tools/testing/tools-test-harness';
import { activationRefusal, MIN_ACTIVATION_BALANCE_CENTS } from './activation-balance';

const [PENDING, ACTIVE, SUSPENDED, PAUSED, SCHEDULED] = [0, 1, 2, 3, 4];

describe('activationRefusal: the rule', () => {
  it.each([
    // [balance in cents, next status, stored statuses, refused]
    [50, ACTIVE, [PAUSED], true],
    [99, ACTIVE, [SCHEDULED, SUSPENDED], true],
    [0, ACTIVE, [ACTIVE, PAUSED], true],
    [-250, ACTIVE, [PAUSED], true],
    [100, ACTIVE, [PAUSED], false],
    [25_000, ACTIVE, [PAUSED, SUSPENDED], false],
    // An Active campaign is not being activated: it needs nothing.
    [0, ACTIVE, [ACTIVE], false],
    [0, ACTIVE, [ACTIVE, ACTIVE], false],
    [0, ACTIVE, [], false],
    // Other targets need no balance.
    [0, PAUSED, [ACTIVE], false],
    [0, SUSPENDED, [PAUSED], false],
    [0, SCHEDULED, [PAUSED], false],
    [0, PENDING, [PAUSED], false],
  ])('balance %i, status %i over %j: refused %s', (balance, next, current, refused) => {
    expect(activationRefusal(balance, next, current) !== undefined).toBe(refused);
  });

  it('names the minimum and what is available, in currency units', () => {
    expect(MIN_ACTIVATION_BALANCE_CENTS).toBe(100);
    expect(activationRefusal(50, ACTIVE, [PAUSED])).toBe(
      'Insufficient balance: at least 1.00 is needed to activate campaigns (available: 0.50)',
    );
    expect(activationRefusal(0, ACTIVE, [PAUSED])).toMatch(/\(available: 0\.00\)$/);
    expect(activationRefusal(99, ACTIVE, [PAUSED])).toMatch(/\(available: 0\.99\)$/);
  });
});

// Member 1002 has 0.50: every write path answers the same way because all use the rule above.
describe('every status write follows it', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  const active = () => findCid(t, { uid: 1002, status: ACTIVE });
  const paused = () => findCid(t, { uid: 1002, status: PAUSED });
  const updateStatus = async (ids: number[]) => {
    const res = await requests(t).put(
      `${BASE}/update-status`,
      { ids, status: ACTIVE },
      t.tokens.lowBalance,
    );
    return { status: res.status, json: await body(res) };
  };
  const mcp = () => connectAs(t, 1002, WRITE);
  const PREPARE = 'platform_prepare_campaign_status_change';

  it('refuses a move into Active: PUT :cid, update-status and the MCP tools', async () => {
    const put = await editAndPut(t, paused(), (c) => void (c.status = ACTIVE), t.tokens.lowBalance);
    expect(put.res.status).toBe(402);
    expect(put.json.errors).toEqual({ status: ['Add funds to activate campaigns'] });
    const bulk = await updateStatus([active(), paused()]);
    expect(bulk.status).toBe(402);
    expect(bulk.json.message).toBe(activationRefusal(50, ACTIVE, [PAUSED]));
    const error = await callError(await mcp(), PREPARE, {
      cids: [active(), paused()],
      status: 'active',
    });
    expect(error).toMatchObject({ status: 402, code: 'insufficient_balance' });
    expect(error.message).toBe(
      `${activationRefusal(50, ACTIVE, [PAUSED])}. Add funds, then prepare again.`,
    );
  });

  it('lets campaigns that are Active already through on every path', async () => {
    const put = await editAndPut(
      t,
      active(),
      (c) => void (c.name = 'Still active'),
      t.tokens.lowBalance,
    );
    expect(put.res.status).toBe(200);
    const bulk = await updateStatus([active()]);
    expect(bulk.status).toBe(200);
    expect(bulk.json.data).toEqual({ updated: [active()] });
    const prepared = await callData(await mcp(), PREPARE, { cids: [active()], status: 'active' });
    expect(prepared).toMatchObject({ diff: [], unchanged: [active()] });
  });
});
