import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { validateCampaign } from '@contract/campaign-rules';
import { createFieldContext, type FieldContext } from '../model/field-context';
import {
  buildPayload,
  diffCampaigns,
  toFormValues,
  type EditorValues,
  type FieldChange,
} from '../model/form-model';
import { jsonEqual } from '../model/json-equal';
import { fieldByKey } from '../model/registry';
import type { BulkChange, BulkEdit, RestoreField } from './bulk-change';
import {
  bidOp,
  countriesOp,
  dailyBudgetOp,
  nameOp,
  scheduleOp,
  statusOp,
  totalBudgetOp,
  type OpInput,
  type OpResult,
} from './field-ops';
import { compareDecimal, plainDecimal } from './decimal-math';

export interface PlannedChange {
  kind: 'change';
  cid: number;
  name: string;
  /** The complete object to PUT: the read with only the targeted fields changed. */
  payload: Campaign;
  changes: FieldChange[];
  /** Clamping, rounding and changes of this set that did not apply to this campaign. */
  notes: string[];
}

export interface SkippedPlan {
  kind: 'skipped';
  cid: number;
  name: string;
  reason: string;
  notes: string[];
}

export type CampaignPlan = PlannedChange | SkippedPlan;

type EditOps = {
  [K in keyof BulkEdit]-?: {
    label: string;
    run: (input: OpInput, change: NonNullable<BulkEdit[K]>) => OpResult;
  };
};

/** Each change of "Edit selected", in the order the dialog and the preview show them. */
export const EDIT_OPS: EditOps = {
  bid: { label: 'Bid', run: bidOp },
  dailyBudget: { label: 'Daily budget', run: dailyBudgetOp },
  totalBudget: { label: 'Total budget', run: totalBudgetOp },
  countries: { label: 'Countries', run: countriesOp },
  schedule: { label: 'Weekly schedule', run: scheduleOp },
  name: { label: 'Name', run: nameOp },
  status: { label: 'Status', run: statusOp },
};

function runEditOps(input: OpInput, edit: BulkEdit) {
  const set: EditorValues = {};
  const notes: string[] = [];
  const skipped: string[] = [];
  for (const id of Object.keys(EDIT_OPS) as (keyof BulkEdit)[]) {
    const change = edit[id];
    if (change === undefined) continue;
    const op = EDIT_OPS[id] as { label: string; run: (i: OpInput, c: typeof change) => OpResult };
    const result = op.run(input, change);
    const refusal =
      'skip' in result ? result.skip : notApplicable(input.ctx, Object.keys(result.set));
    if (refusal !== undefined) {
      skipped.push(`${op.label}: ${refusal}`);
      continue;
    }
    if ('set' in result) {
      Object.assign(set, result.set);
      notes.push(...(result.notes ?? []));
    }
  }
  return { set, notes, skipped };
}

/** Why the registry would not write these keys for this campaign, or undefined. */
function notApplicable(ctx: FieldContext, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const field = fieldByKey(key);
    if (!field || !field.applies(ctx)) return "does not apply to this campaign's type";
    const readOnly = field.readOnlyReason?.(ctx);
    if (readOnly) return readOnly;
  }
  return undefined;
}

/**
 * Undo works on wire values: each field goes back to exactly what was read
 * before the change, but only while it still holds what the change wrote.
 */
function restoreFields(base: Campaign, fields: readonly RestoreField[]) {
  const out: Record<string, unknown> = { ...base };
  const skipped: string[] = [];
  for (const field of fields) {
    const present = Object.prototype.hasOwnProperty.call(base, field.key);
    if (!present || !holdsWritten(base[field.key], field.expected)) {
      skipped.push(`${field.label}: changed since`);
      continue;
    }
    // Assigning an existing key keeps its place in the key order.
    out[field.key] = field.value;
  }
  return { payload: out as Campaign, skipped };
}

/**
 * Whether a field still holds what the change wrote. A number is the same number
 * whether a read gives it as 0.55 or "0.55" (a backend may store what it was sent
 * as a string and answer a number, or the reverse): that is no change by someone
 * else, and must not block its Undo. Any other difference is.
 */
function holdsWritten(now: unknown, written: unknown): boolean {
  if (jsonEqual(now, written)) return true;
  const [a, b] = [plainDecimal(now), plainDecimal(written)];
  // Past 1e21 a number's text keeps its exponent: no exact comparison, so a change.
  const exact = (d: string | undefined): d is string => d !== undefined && !/e/i.test(d);
  return exact(a) && exact(b) && compareDecimal(a, b) === 0;
}

/** The campaign's name for tables and the log; a campaign without one is named by its id. */
export const campaignName = (campaign: Campaign, cid: number): string =>
  typeof campaign.name === 'string' && campaign.name ? campaign.name : `Campaign ${cid}`;

function skip(cid: number, name: string, reason: string, notes: string[] = []): SkippedPlan {
  return { kind: 'skipped', cid, name, reason, notes };
}

export interface AppliedChange {
  /** The read with the change applied; equal to the read when nothing applies. */
  payload: Campaign;
  notes: string[];
  /** Changes of the set that do not apply to this campaign, with the reason. */
  skipped: string[];
  /** Set when nothing of the change can apply (unknown type). */
  refusal?: string;
}

/**
 * The change applied to one read through the editor's form model: only the
 * targeted form values are dirty, so buildPayload keeps every other key
 * byte-identical and in its place. Undo assigns recorded wire values instead.
 */
export function applyChange(
  cid: number,
  read: CampaignEditData,
  change: BulkChange,
): AppliedChange {
  const base = read.campaign as Campaign;
  if (change.kind === 'restore') {
    return { ...restoreFields(base, change.fields.get(cid) ?? []), notes: [] };
  }
  const ctx = createFieldContext(base, read.campaign_types, read.settings);
  if (!ctx.type) {
    return {
      payload: base,
      notes: [],
      skipped: [],
      refusal: 'Its type is not enabled for this account',
    };
  }
  const values = toFormValues(ctx);
  const { set, notes, skipped } = runEditOps({ ctx, values }, change.edit);
  const payload = buildPayload(base, { ...values, ...set }, new Set(Object.keys(set)), ctx);
  return { payload, notes, skipped };
}

/**
 * One campaign of a bulk change: the change applied to the latest read, then
 * the contract's 13 rules. Pure: the preview and the apply step both call it.
 */
export function planCampaign(
  cid: number,
  read: CampaignEditData,
  change: BulkChange,
): CampaignPlan {
  const base = read.campaign as Campaign;
  const name = campaignName(base, cid);
  const { payload, notes, skipped, refusal } = applyChange(cid, read, change);
  if (refusal) return skip(cid, name, refusal);
  const changes = diffCampaigns(base, payload);
  if (changes.length === 0) {
    return skip(cid, name, skipped.length ? skipped.join('; ') : 'No change', notes);
  }
  const errors = validateCampaign(payload, read.campaign_types, read.settings);
  const messages = [...new Set(Object.values(errors).flat())];
  if (messages.length > 0) {
    return skip(cid, name, `Rule failed: ${messages.join(' ')}`, [...notes, ...skipped]);
  }
  return { kind: 'change', cid, name, payload, changes, notes: [...notes, ...skipped] };
}
