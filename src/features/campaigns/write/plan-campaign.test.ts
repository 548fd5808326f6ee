import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { createTestApp } from '@/testing/reference-api';
import { readSeededOfType } from '../model/seeded-reads';
import type { BulkEdit } from './bulk-change';
import { planCampaign, type CampaignPlan } from './plan-campaign';

let push: CampaignEditData; // acme type 1: Push CPC, bid 0.01..2, min budget 10
let native: CampaignEditData; // acme type 4: Native CPV, bid 0.001..0.5
let banner: CampaignEditData; // globex type 15: Banner CPM, min budget 25

beforeAll(async () => {
  const server = await createTestApp();
  [push] = (await readSeededOfType(server, 'acme', '1', { status: 1 })) as [CampaignEditData];
  [native] = (await readSeededOfType(server, 'acme', '4')) as [CampaignEditData];
  [banner] = (await readSeededOfType(server, 'globex', '15')) as [CampaignEditData];
});

/** The read with some fields replaced in place (key order kept). */
function withFields(read: CampaignEditData, fields: Record<string, unknown>): CampaignEditData {
  return { ...read, campaign: { ...read.campaign, ...fields } as Campaign };
}

function plan(read: CampaignEditData, edit: BulkEdit): CampaignPlan {
  return planCampaign(7, read, { kind: 'edit', edit });
}

function changed(result: CampaignPlan) {
  if (result.kind !== 'change') throw new Error(`Skipped: ${result.reason}`);
  return result;
}

describe('bid', () => {
  it('raises by a percent exactly, in the wire type of the read', () => {
    const result = changed(
      plan(withFields(push, { payout: 0.5 }), { bid: { mode: 'increase-percent', value: '10' } }),
    );
    expect(result.payload.payout).toBe(0.55);
    expect(result.changes.map((c) => c.key)).toEqual(['payout']);

    const asString = changed(
      plan(withFields(push, { payout: '0.50' }), {
        bid: { mode: 'increase-percent', value: '10' },
      }),
    );
    expect(asString.payload.payout).toBe('0.55');
  });

  it('clamps to the campaign type range and says so', () => {
    const high = changed(
      plan(withFields(push, { payout: 1.9 }), { bid: { mode: 'increase-percent', value: '10' } }),
    );
    expect(high.payload.payout).toBe(2);
    expect(high.notes).toEqual(['Bid 2.09 lowered to the maximum 2 of Push CPC']);

    const low = changed(
      plan(withFields(native, { payout: 0.2 }), { bid: { mode: 'set', value: '0.0004' } }),
    );
    expect(low.payload.payout).toBe(0.001);
    expect(low.notes[0]).toMatch(/raised to the minimum 0\.001 of Native CPV/);
  });

  it('keeps the precision of the type: 0.005 on a 0.001-step type', () => {
    const result = changed(
      plan(withFields(native, { payout: 0.05 }), {
        bid: { mode: 'increase-percent', value: '10' },
      }),
    );
    expect(result.payload.payout).toBe(0.055);
  });

  it('decreases by an amount and skips when nothing changes', () => {
    const result = changed(
      plan(withFields(push, { payout: 1 }), { bid: { mode: 'decrease-amount', value: '0.25' } }),
    );
    expect(result.payload.payout).toBe(0.75);
    const same = plan(withFields(push, { payout: 1 }), { bid: { mode: 'set', value: '1.00' } });
    expect(same).toMatchObject({ kind: 'skipped', reason: 'No change' });
  });
});

describe('budgets', () => {
  it('applies the tenant minimum of the read', () => {
    const acme = changed(
      plan(withFields(push, { enable_budget: 1, d_revenue: 50 }), {
        dailyBudget: { mode: 'decrease-percent', value: '90' },
      }),
    );
    expect(acme.payload.d_revenue).toBe(10);
    expect(acme.notes).toEqual(['Daily budget 5.00 raised to the account minimum 10']);

    const globex = changed(
      plan(withFields(banner, { enable_budget: 1, d_revenue: 100, t_revenue: 500 }), {
        dailyBudget: { mode: 'set', value: '20' },
        totalBudget: { mode: 'increase-percent', value: '10' },
      }),
    );
    expect(globex.payload.d_revenue).toBe(25);
    expect(globex.payload.t_revenue).toBe(550);
  });

  it('sets unlimited, keeps unlimited under a percent change, skips when budgets are off', () => {
    const read = withFields(push, { enable_budget: 1, d_revenue: 50, t_revenue: 900 });
    expect(changed(plan(read, { totalBudget: { mode: 'unlimited' } })).payload.t_revenue).toBe(0);
    expect(
      plan(withFields(read, { t_revenue: 0 }), {
        totalBudget: { mode: 'increase-percent', value: '5' },
      }),
    ).toMatchObject({ kind: 'skipped', reason: 'Total budget: its total budget is unlimited' });
    expect(
      plan(withFields(read, { enable_budget: 0 }), { dailyBudget: { mode: 'set', value: '40' } }),
    ).toMatchObject({ kind: 'skipped', reason: 'Daily budget: budgets are turned off for it' });
  });
});

describe('countries', () => {
  const custom = () => withFields(push, { geo_enabled: 0, geo: ['US', 'DE'] });

  it('adds, removes and replaces on custom targeting', () => {
    const add = { mode: 'add', codes: ['fr', 'DE'], switchAllToCustom: false } as const;
    expect(changed(plan(custom(), { countries: add })).payload.geo).toEqual(['US', 'DE', 'FR']);
    const remove = { mode: 'remove', codes: ['us'], switchAllToCustom: false } as const;
    expect(changed(plan(custom(), { countries: remove })).payload.geo).toEqual(['DE']);
    const replace = { mode: 'replace', codes: ['JP'], switchAllToCustom: false } as const;
    expect(changed(plan(custom(), { countries: replace })).payload.geo).toEqual(['JP']);
  });

  it('follows a lowercase list, and refuses to remove the last country (rule 12)', () => {
    const lower = withFields(push, { geo_enabled: 0, geo: ['us'] });
    const add = { mode: 'add', codes: ['FR'], switchAllToCustom: false } as const;
    expect(changed(plan(lower, { countries: add })).payload.geo).toEqual(['us', 'fr']);
    const remove = { mode: 'remove', codes: ['US'], switchAllToCustom: false } as const;
    expect(plan(lower, { countries: remove })).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Rule failed: /),
    });
  });

  it('skips "All countries" campaigns unless asked to switch them to custom', () => {
    const all = withFields(push, { geo_enabled: 1, geo: [] });
    const add = { mode: 'add', codes: ['FR'], switchAllToCustom: false } as const;
    expect(plan(all, { countries: add })).toMatchObject({
      kind: 'skipped',
      reason: 'Countries: it targets all countries',
    });
    const switched = changed(plan(all, { countries: { ...add, switchAllToCustom: true } }));
    expect(switched.payload.geo_enabled).toBe(0);
    expect(switched.payload.geo).toEqual(['FR']);
  });
});

describe('weekly schedule', () => {
  const monday9 = Array.from({ length: 168 }, (_, i) => i === 9);

  it('adds hours in the campaign own shape and element types (7x24 booleans)', () => {
    const nested = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => false));
    const read = withFields(push, { enable_shedule: 0, shedule: nested });
    const result = changed(
      plan(read, { schedule: { mode: 'add', hours: monday9, turnOn: false } }),
    );
    const week = result.payload.shedule as boolean[][];
    expect(week).toHaveLength(7);
    expect(week[0]?.[9]).toBe(true);
    expect(week.flat().filter(Boolean)).toHaveLength(1);
    expect(result.payload.enable_shedule).toBe(0);
  });

  it('removes hours from a flat 0/1 schedule and can turn it on', () => {
    const flat = Array.from({ length: 168 }, () => 1);
    const read = withFields(push, { enable_shedule: 0, shedule: flat, shedule_timezone: 'UTC' });
    const result = changed(
      plan(read, { schedule: { mode: 'remove', hours: monday9, turnOn: true } }),
    );
    expect((result.payload.shedule as number[])[9]).toBe(0);
    expect((result.payload.shedule as number[]).filter((v) => v === 1)).toHaveLength(167);
    expect(result.payload.enable_shedule).toBe(1);
  });

  it('skips a schedule it cannot rewrite safely', () => {
    const odd = withFields(push, { shedule: Array.from({ length: 168 }, () => 2) });
    expect(
      plan(odd, { schedule: { mode: 'replace', hours: monday9, turnOn: false } }),
    ).toMatchObject({
      kind: 'skipped',
    });
  });
});

describe('name and status', () => {
  it('finds and replaces, adds a prefix, and refuses more than 255 characters', () => {
    const read = withFields(push, { name: 'Summer sale summer' });
    expect(
      changed(plan(read, { name: { mode: 'replace', find: 'summer', replace: 'winter' } })).payload
        .name,
    ).toBe('Summer sale winter');
    expect(changed(plan(read, { name: { mode: 'prefix', text: '[EU] ' } })).payload.name).toBe(
      '[EU] Summer sale summer',
    );
    expect(plan(read, { name: { mode: 'suffix', text: 'x'.repeat(240) } })).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Rule failed: .*255/),
    });
  });

  it('never moves a Pending campaign, and keeps the other changes of the set', () => {
    const pending = withFields(push, { status: 0, payout: 0.5 });
    const result = changed(
      plan(pending, { status: { target: 3 }, bid: { mode: 'set', value: '0.6' } }),
    );
    expect(result.payload.status).toBe(0);
    expect(result.payload.payout).toBe(0.6);
    expect(result.notes).toEqual([
      'Status: Pending campaigns await review; members cannot change their status',
    ]);
  });
});

describe('restore (undo)', () => {
  it('puts back the before value only where the field still holds what was written', () => {
    const read = withFields(push, { payout: 0.55, name: 'Changed by someone' });
    const result = planCampaign(7, read, {
      kind: 'restore',
      of: 'set-1',
      label: 'Bid: increase by 10 %',
      fields: new Map([
        [
          7,
          [
            { key: 'payout', label: 'Bid', expected: 0.55, value: 0.5 },
            { key: 'name', label: 'Name', expected: 'Ours', value: 'Before' },
          ],
        ],
      ]),
    });
    const restored = changed(result);
    expect(restored.payload.payout).toBe(0.5);
    expect(restored.payload.name).toBe('Changed by someone');
    expect(restored.notes).toEqual(['Name: changed since']);
  });
});

describe('restore (undo) across JSON types', () => {
  const restore = (read: CampaignEditData, expected: unknown) =>
    planCampaign(7, read, {
      kind: 'restore',
      of: 'set-1',
      label: 'Bid: set to 0.55',
      fields: new Map([[7, [{ key: 'payout', label: 'Bid', expected, value: '0.50' }]]]),
    });

  it('takes the same number as text or as a number for what was written', () => {
    for (const [now, written] of [
      ['0.55', 0.55],
      [0.55, '0.55'],
      ['0.550', 0.55],
      [1e-7, '0.0000001'],
    ] as const) {
      const result = changed(restore(withFields(push, { payout: now }), written));
      expect(result.notes).toEqual([]);
      expect(result.payload.payout).toBe('0.50');
    }
  });

  it('still calls another number, a boolean or an exponent past 1e21 a change since', () => {
    for (const [now, written] of [
      ['0.56', 0.55],
      [true, 1],
      ['1', true],
      [1e21, '1000000000000000000000'],
    ] as const) {
      const result = restore(withFields(push, { payout: now }), written);
      expect(result).toMatchObject({ kind: 'skipped', reason: 'Bid: changed since' });
    }
  });
});

describe('exact values (inline edit)', () => {
  it('leaves an out-of-range bid to the rules instead of clamping it', () => {
    const read = withFields(push, { payout: 0.5 });
    expect(plan(read, { bid: { mode: 'set', value: '2.5', exact: true } })).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Rule failed: .*2/),
    });
    expect(
      changed(plan(read, { bid: { mode: 'set', value: '0.7', exact: true } })).payload.payout,
    ).toBe(0.7);
  });

  it('refuses a daily budget under the tenant minimum instead of raising it', () => {
    const read = withFields(banner, { enable_budget: 1, d_revenue: 100 });
    expect(plan(read, { dailyBudget: { mode: 'set', value: '20', exact: true } })).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Rule failed: .*25/),
    });
  });
});
