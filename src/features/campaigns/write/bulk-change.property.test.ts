import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { normalizeSelectors } from '@contract/campaign-rules';
import { createTestApp } from '@/testing/reference-api';
import { arbitraryRead } from '../model/campaign-arbitraries';
import { diffCampaigns } from '../model/form-model';
import { readEveryType } from '../model/seeded-reads';
import { undoChange, type ChangeSet } from './change-log/change-set';
import { targetedKeys, type BulkEdit } from './bulk-change';
import { applyChange, planCampaign } from './plan-campaign';

const RUNS = 1_000;
const reads: CampaignEditData[] = [];

beforeAll(async () => {
  reads.push(...(await readEveryType(await createTestApp(), 4)));
});

const decimal = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((cents) => (cents / 100).toFixed(2));
const countries = fc.subarray(['US', 'DE', 'FR', 'JP', 'GB', 'br'], { minLength: 1 });

/** Any combination of the changes "Edit selected" offers, each with any of its modes. */
const bulkEdit: fc.Arbitrary<BulkEdit> = fc.record(
  {
    bid: fc.record({
      mode: fc.constantFrom(
        'set',
        'increase-percent',
        'decrease-percent',
        'increase-amount',
        'decrease-amount',
      ),
      value: decimal(200),
    }),
    dailyBudget: fc.record({
      mode: fc.constantFrom('set', 'increase-percent', 'decrease-percent'),
      value: decimal(500),
    }),
    totalBudget: fc.oneof(
      fc.constant({ mode: 'unlimited' as const }),
      fc.record({
        mode: fc.constantFrom('set', 'increase-percent', 'decrease-percent'),
        value: decimal(5000),
      }),
    ),
    countries: fc.record({
      mode: fc.constantFrom('add', 'remove', 'replace'),
      codes: countries,
      switchAllToCustom: fc.boolean(),
    }),
    schedule: fc.record({
      mode: fc.constantFrom('replace', 'add', 'remove'),
      hours: fc.array(fc.boolean(), { minLength: 168, maxLength: 168 }),
      turnOn: fc.boolean(),
    }),
    name: fc.oneof(
      fc.record({
        mode: fc.constant('replace' as const),
        find: fc.string({ minLength: 1, maxLength: 3 }),
        replace: fc.string({ maxLength: 5 }),
      }),
      fc.record({ mode: fc.constantFrom('prefix', 'suffix'), text: fc.string({ maxLength: 8 }) }),
    ),
    status: fc.record({ target: fc.constantFrom(1, 2, 3, 4) }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<BulkEdit>;

const json = (value: unknown) => JSON.stringify(value);

describe('a bulk change on generated campaigns of both tenants', () => {
  it('changes only the targeted fields: every other key byte-identical, key order kept', () => {
    fc.assert(
      fc.property(arbitraryRead(reads), bulkEdit, (read, edit) => {
        const change = { kind: 'edit' as const, edit };
        const { payload } = applyChange(1, read, change);
        const targeted = targetedKeys(change);
        expect(Object.keys(payload)).toEqual(Object.keys(read.campaign));
        for (const key of Object.keys(read.campaign)) {
          if (!targeted.has(key)) expect(json(payload[key]), key).toBe(json(read.campaign[key]));
        }
        // What the preview promises is exactly what differs.
        const plan = planCampaign(1, read, change);
        if (plan.kind === 'change') {
          expect(json(plan.payload)).toBe(json(payload));
          for (const { key } of plan.changes) expect(targeted.has(key), key).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('undo of an applied change returns the targeted fields to their before values', () => {
    fc.assert(
      fc.property(
        arbitraryRead(reads),
        bulkEdit,
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        (read, edit, renamedBySomeoneElse) => {
          const plan = planCampaign(1, read, { kind: 'edit', edit });
          if (plan.kind !== 'change') return;
          // What the reference API stores (rule 12 empties an "all values" array).
          let stored = normalizeSelectors(plan.payload);
          const set: ChangeSet = {
            id: 'set',
            at: '2026-11-24T00:00:00.000Z',
            member: { key: 'acme:1001', name: 'Demo' },
            kind: 'bulk-edit',
            summary: '',
            campaigns: [
              {
                cid: 1,
                name: plan.name,
                outcome: 'verified',
                fields: diffCampaigns(read.campaign as Campaign, stored).map((c) => ({
                  key: c.key,
                  label: c.label,
                  before: c.before,
                  after: c.after,
                })),
              },
            ],
          };
          // Another client may change a field we wrote before the undo.
          const touchedName =
            renamedBySomeoneElse !== undefined &&
            set.campaigns[0]?.fields.some((f) => f.key === 'name');
          if (touchedName) stored = { ...stored, name: `${renamedBySomeoneElse}!` };

          const later = { ...read, campaign: stored };
          const undo = undoChange(set);
          const { payload } = applyChange(1, later, undo);
          expect(Object.keys(payload)).toEqual(Object.keys(stored));
          const restored = new Set(set.campaigns[0]?.fields.map((f) => f.key));
          for (const key of Object.keys(stored)) {
            if (key === 'name' && touchedName) expect(payload.name).toBe(stored.name);
            else if (restored.has(key))
              expect(json(payload[key]), key).toBe(json(read.campaign[key]));
            else expect(json(payload[key]), key).toBe(json(stored[key]));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
