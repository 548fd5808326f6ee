import { beforeEach, describe, expect, it } from 'vitest';
import { editAndPut, findCid, readCampaign } from '../../testing/campaign-fixtures';
import type { Json } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The contract's 13 update rules through PUT /login/campaigns/:cid: for each, a
 * payload the server refuses with 422 naming the field, and one it accepts
 * and stores as sent. Rule 2 (the path cid wins) refuses nothing: it has its
 * own tests in campaigns.update.test.ts. acme types: 1 Push CPC, 2 Popunder CPM, 3 Contextual CPC,
 * 4 Native CPV, 7 In-Page Push CPM (min budget 10); globex 11/12/15 (min 25).
 */
interface RuleCase {
  rule: string;
  type: number;
  tenant?: 'acme' | 'globex';
  bad: (c: Json) => void;
  fields: string[];
  good: (c: Json) => void;
  stored?: (after: Json, sent: Json) => void;
}

const hours = (n: number) => Array.from({ length: n }, (_, i) => i % 2);
const bid = { sid: 's-1', bid: 0.5, tags: ['a'], nested: { keep: [null, true] } };

const CASES: RuleCase[] = [
  {
    rule: '1 complete object',
    type: 1,
    bad: (c) => {
      delete c.title;
      delete c.clickurl;
    },
    fields: ['clickurl', 'title'],
    good: () => {},
  },
  {
    rule: '3 enabled type',
    type: 1,
    bad: (c) => void (c.type = 11),
    fields: ['type'],
    good: (c) => void (c.type = 3),
  },
  {
    rule: '4 bid range',
    type: 1,
    bad: (c) => void (c.payout = 2.01),
    fields: ['payout'],
    good: (c) => void (c.payout = '2'),
    stored: (a) => expect(a.payout).toBe('2'),
  },
  {
    rule: '5 lengths',
    type: 3,
    bad: (c) =>
      Object.assign(c, {
        name: 'n'.repeat(256),
        title: 't'.repeat(26),
        description: 'd'.repeat(76),
      }),
    fields: ['description', 'name', 'title'],
    good: (c) =>
      Object.assign(c, {
        name: 'n'.repeat(255),
        title: '✓'.repeat(25),
        description: 'd'.repeat(75),
      }),
  },
  {
    rule: '6 click URL (CPC)',
    type: 1,
    bad: (c) => void (c.clickurl = 'ftp://x.example'),
    fields: ['clickurl'],
    good: (c) => void (c.clickurl = 'https://x.example/?c={clickid}&s=${SUBID}'),
  },
  {
    rule: '6 website (CPM)',
    type: 2,
    bad: (c) => void (c.website = 'brand.example'),
    fields: ['website'],
    good: (c) => void (c.website = 'https://brand.example/'),
  },
  {
    rule: '7 push images',
    type: 1,
    bad: (c) => Object.assign(c, { icon: { url: '' }, image: { url: ' ' } }),
    fields: ['icon', 'image'],
    good: (c) =>
      Object.assign(c, {
        icon: { url: 'https://cdn.example/i.png', id: 7 },
        image: { url: 'https://cdn.example/m.jpg' },
      }),
  },
  {
    rule: '8 budgets (acme minimum 10)',
    type: 2,
    bad: (c) => Object.assign(c, { enable_budget: 1, d_revenue: 9.99, t_revenue: 5 }),
    fields: ['d_revenue', 't_revenue'],
    good: (c) => Object.assign(c, { enable_budget: 1, d_revenue: 10, t_revenue: 0 }),
  },
  {
    rule: '8 budgets (globex minimum 25)',
    type: 15,
    tenant: 'globex',
    bad: (c) => Object.assign(c, { enable_budget: 1, d_revenue: 10 }),
    fields: ['d_revenue'],
    good: (c) => Object.assign(c, { enable_budget: 1, d_revenue: 25, t_revenue: 25 }),
  },
  {
    rule: '9 time window',
    type: 4,
    bad: (c) =>
      Object.assign(c, {
        enable_time: 1,
        create: '2026-05-01',
        create_time: '',
        expire: '2026-04-30',
        expire_time: '10:00',
      }),
    fields: ['create_time', 'expire'],
    good: (c) =>
      Object.assign(c, {
        enable_time: 1,
        create: '2026-05-01',
        create_time: '10:00',
        expire: '2026-05-01',
        expire_time: '10:00:00',
      }),
  },
  {
    rule: '10 weekly schedule',
    type: 4,
    bad: (c) => Object.assign(c, { enable_shedule: 1, shedule: hours(167), shedule_timezone: '' }),
    fields: ['shedule', 'shedule_timezone'],
    good: (c) =>
      Object.assign(c, {
        enable_shedule: 1,
        shedule: Array.from({ length: 7 }, (_, d) =>
          Array.from({ length: 24 }, (_, h) => (d + h) % 3 === 0),
        ),
        shedule_timezone: 'Europe/Berlin',
      }),
  },
  {
    rule: '11 traffic speed',
    type: 3,
    bad: (c) => Object.assign(c, { traffic_speed: 1, traffic_speed_counter: 999 }),
    fields: ['traffic_speed_counter'],
    good: (c) => Object.assign(c, { traffic_speed: 1, traffic_speed_counter: 1000 }),
  },
  {
    rule: '12 selectors',
    type: 7,
    bad: (c) =>
      Object.assign(c, { geo_enabled: 0, geo: [], exchanges_enabled: 0, exchanges: ['abc'] }),
    fields: ['exchanges', 'geo'],
    good: (c) => Object.assign(c, { geo_enabled: 1, geo: ['US'], os_enabled: 0, os: ['Android'] }),
    stored: (a, s) => expect(a).toEqual({ ...s, geo: [] }),
  },
  {
    rule: '13 bidControl on CPM',
    type: 2,
    bad: (c) => void (c.bidControl = [bid]),
    fields: ['bidControl'],
    good: (c) => void (c.bidControl = []),
  },
  {
    rule: '13 bidControl without the tenant setting',
    type: 11,
    tenant: 'globex',
    bad: (c) => void (c.bidControl = [bid]),
    fields: ['bidControl'],
    good: (c) => void (c.bidControl = []),
  },
  {
    rule: '13 bidControl on CPC, kept whole',
    type: 1,
    bad: (c) => void (c.bidControl = { sid: 1 }),
    fields: ['bidControl'],
    good: (c) => void (c.bidControl = [bid, { ...bid, sid: 's-2' }]),
  },
];

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe.each(CASES)('rule $rule', (c) => {
  const who = () =>
    c.tenant === 'globex'
      ? { uid: 2001, token: t.tokens.otherTenant }
      : { uid: 1001, token: t.tokens.demo };

  it('answers 422 naming the fields and changes nothing', async () => {
    const { uid, token } = who();
    const cid = findCid(t, { uid, type: c.type, status: 3 });
    const before = await readCampaign(t, cid, token);
    const { res, json } = await editAndPut(t, cid, c.bad, token);
    expect(res.status).toBe(422);
    expect(json).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(Object.keys(json.errors).sort()).toEqual(c.fields);
    expect(await readCampaign(t, cid, token)).toEqual(before);
  });

  it('accepts a valid payload and stores it as sent', async () => {
    const { uid, token } = who();
    const cid = findCid(t, { uid, type: c.type, status: 3 });
    const { res, json, sent } = await editAndPut(t, cid, c.good, token);
    expect({ status: res.status, json }).toEqual({
      status: 200,
      json: { status: 'success', message: 'Campaign updated' },
    });
    const after = await readCampaign(t, cid, token);
    if (c.stored) c.stored(after, sent);
    else expect(after).toEqual(sent);
  });
});
