import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignEditData } from '@contract/campaigns';
import { isOn, toNumber } from '@contract/common';
import { isEnabledMode } from '@contract/rule-values';
import { typeInfo } from '@contract/pricing';
import { createTestApp } from '@/testing/reference-api';
import { arbitraryRead, FORM_VALUE } from './campaign-arbitraries';
import {
  bidControlAvailability,
  createFieldContext,
  typeKeyOf,
  type FieldContext,
} from './field-context';
import type { FieldDef } from './field-def';
import { buildPayload, toFormValues } from './form-model';
import { jsonEqual } from './json-equal';
import { FIELDS } from './registry';
import { readEveryType } from './seeded-reads';

const RUNS = 1_000;
const reads: CampaignEditData[] = [];

beforeAll(async () => {
  reads.push(...(await readEveryType(await createTestApp(), 4)));
});

const contextOf = (r: CampaignEditData) =>
  createFieldContext(r.campaign, r.campaign_types, r.settings);
// Fields a person can change: shown and not read-only (images and bid control rows are views).
const editable = (ctx: FieldContext) =>
  FIELDS.filter(
    (f) =>
      f.applies(ctx) && !f.readOnlyReason?.(ctx) && f.kind !== 'image' && f.kind !== 'bidcontrol',
  );

/** What the edited key must hold, judged by meaning and JSON type, not by re-running fromForm. */
function expectEdited(
  ctx: FieldContext,
  field: FieldDef,
  form: unknown,
  original: unknown,
  written: unknown,
) {
  switch (field.kind) {
    case 'number': {
      const typed = String(form);
      const value = Number(typed);
      const numeric =
        typed.trim() !== '' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(typed);
      if (
        typed === field.toForm(original, ctx) ||
        (numeric && value === toNumber(original) && original != null)
      ) {
        expect(written).toBe(original);
      } else if (!numeric) {
        expect(written).toBe(typed);
      } else {
        expect(typeof written).toBe(typeof original === 'string' ? 'string' : 'number');
        expect(toNumber(written)).toBe(value);
      }
      return;
    }
    case 'type':
    case 'status':
      expect(typeKeyOf(written)).toBe(form);
      if (original != null) expect(typeof written).toBe(typeof original);
      return;
    case 'flag': {
      const on = field.key === 'freq_cap' || field.key === 'traffic_speed' ? isEnabledMode : isOn;
      expect(on(written)).toBe(form);
      if (on(original) === form) expect(written).toBe(original);
      else if (original != null) expect(typeof written).toBe(typeof original);
      return;
    }
    case 'selector-flag':
      expect(isOn(written)).toBe(isOn(form));
      if (original != null) expect(typeof written).toBe(typeof original);
      return;
    case 'schedule':
    case 'selector-values':
      expect(jsonEqual(written, form)).toBe(true);
      return;
    default:
      // text kinds: what was typed, or the original itself when the text is the same.
      expect(written).toBe(form === field.toForm(original, ctx) ? original : form);
  }
}

describe('buildPayload over arbitrary campaigns of both tenants', () => {
  it(`one edited field changes that key only (${RUNS} runs)`, () => {
    const scenario = arbitraryRead(reads).chain((read) => {
      const ctx = contextOf(read);
      const fields = editable(ctx);
      return fc.nat(fields.length - 1).chain((i) => {
        const field = fields[i]!;
        return FORM_VALUE[field.kind](ctx, read.campaign[field.key]).map((form) => ({
          read,
          ctx,
          field,
          form,
        }));
      });
    });
    fc.assert(
      fc.property(scenario, ({ read, ctx, field, form }) => {
        const base = read.campaign;
        const values = { ...toFormValues(ctx), [field.key]: form };
        const payload = buildPayload(base, values, new Set([field.key]), ctx);

        // Every untouched field converts back to the very same value.
        for (const f of FIELDS.filter((f) => f.applies(ctx))) {
          expect(f.fromForm(f.toForm(base[f.key], ctx), base[f.key], ctx)).toBe(base[f.key]);
        }
        const selected = typeInfo(read.campaign_types, payload.type);
        const emptied =
          typeKeyOf(payload.type) !== typeKeyOf(base.type) &&
          selected !== undefined &&
          !bidControlAvailability({ ...ctx, type: selected }).available &&
          Array.isArray(base.bidControl) &&
          base.bidControl.length > 0;
        const added = !(field.key in base) && payload[field.key] !== undefined;
        expect(Object.keys(payload)).toEqual(
          added ? [...Object.keys(base), field.key] : Object.keys(base),
        );
        for (const key of Object.keys(base)) {
          if (key === field.key) continue;
          if (key === 'bidControl' && emptied) expect(payload.bidControl).toEqual([]);
          else expect(payload[key]).toBe(base[key]);
        }
        expectEdited(ctx, field, form, base[field.key], payload[field.key]);
      }),
      { numRuns: RUNS },
    );
  });

  it(`an empty dirty set gives a deep-equal copy in the same key order (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(arbitraryRead(reads), (read) => {
        const ctx = contextOf(read);
        const payload = buildPayload(read.campaign, toFormValues(ctx), new Set(), ctx);
        expect(payload).not.toBe(read.campaign);
        expect(payload).toStrictEqual(read.campaign);
        expect(Object.keys(payload)).toEqual(Object.keys(read.campaign));
      }),
      { numRuns: RUNS },
    );
  });

  it(`every field marked dirty but left as loaded still gives the read back (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(arbitraryRead(reads), (read) => {
        const ctx = contextOf(read);
        const dirty = new Set(FIELDS.map((f) => f.key));
        const payload = buildPayload(read.campaign, toFormValues(ctx), dirty, ctx);
        expect(Object.keys(payload)).toEqual(Object.keys(read.campaign));
        for (const key of Object.keys(read.campaign)) expect(payload[key]).toBe(read.campaign[key]);
      }),
      { numRuns: RUNS },
    );
  });
});
