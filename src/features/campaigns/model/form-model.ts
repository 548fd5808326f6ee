import { SELECTORS, type Campaign } from '@contract/campaigns';
import { isOn, type FieldErrors } from '@contract/common';
import { typeInfo } from '@contract/pricing';
import { bidControlAvailability, typeKeyOf, type FieldContext } from './field-context';
import { jsonEqual } from './json-equal';
import { FIELDS, fieldByKey } from './registry';

/** Form values keyed by FieldDef.key: every field that applies to the context. */
export type EditorValues = Record<string, unknown>;

export interface FieldChange {
  key: string;
  label: string;
  before: unknown;
  after: unknown;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The values of the form for a read. Fields of groups the read does not carry
 * are left out; fields the selected type requires are in even when the read
 * lacks them (call again with the new type to get their starting values).
 */
export function toFormValues(ctx: FieldContext): EditorValues {
  return Object.fromEntries(
    FIELDS.filter((field) => field.applies(ctx)).map((field) => [
      field.key,
      field.toForm(ctx.campaign[field.key], ctx),
    ]),
  );
}

// The type the user has selected decides what applies, whatever ctx.type says.
function withSelectedType(ctx: FieldContext, selected: unknown): FieldContext {
  return { ...ctx, type: typeInfo(ctx.types, selected) };
}

/**
 * The payload: `base` (the latest read) with ONLY the dirty fields converted
 * back; every other key the same value, key order kept. A dirty field that no
 * longer applies (hidden by a type change) or is read-only goes back as read.
 * The one implicit change: when the user changed the type to one that cannot
 * carry bidControl (rule 13), non-empty bidControl becomes []. With the type
 * unchanged it is kept, even if refused: dropping rows nobody touched is the
 * worse failure, and the bid control field says how to remove them.
 */
export function buildPayload(
  base: Campaign,
  values: EditorValues,
  dirty: ReadonlySet<string>,
  ctx: FieldContext,
): Campaign {
  const typeField = fieldByKey('type');
  const type =
    typeField && dirty.has('type') && hasOwn(values, 'type')
      ? typeField.fromForm(values.type, base.type, ctx)
      : base.type;
  const here = withSelectedType(ctx, type);
  const out: Record<string, unknown> = { ...base };
  for (const key of dirty) {
    const field = fieldByKey(key);
    if (!field || !hasOwn(values, key) || !field.applies(here) || field.readOnlyReason?.(here)) {
      continue;
    }
    const next = field.fromForm(values[key], base[key], here);
    // Assigning an existing key keeps its place; an absent key is only added with a value.
    if (next !== undefined) out[key] = next;
  }
  const rows = out.bidControl;
  if (
    typeKeyOf(out.type) !== typeKeyOf(base.type) &&
    here.type &&
    !bidControlAvailability(here).available &&
    Array.isArray(rows) &&
    rows.length > 0
  ) {
    out.bidControl = [];
  }
  return out as Campaign;
}

/** Top-level keys whose values differ (deep, JSON types counted), in the order of `before`. */
export function diffCampaigns(before: Campaign, after: Campaign): FieldChange[] {
  const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !hasOwn(before, k))];
  return keys
    .filter((key) => !jsonEqual(before[key], after[key]))
    .map((key) => ({
      key,
      label: fieldByKey(key)?.label ?? key,
      before: before[key],
      after: after[key],
    }));
}

/** What the server changed since the form was loaded (before = loaded, after = latest). */
export function detectConflicts(loaded: Campaign, latest: Campaign): FieldChange[] {
  return diffCampaigns(loaded, latest);
}

/** "Keep theirs plus my edits": values of the latest read, with my dirty fields on top. */
export function rebaseValues(
  latestCtx: FieldContext,
  values: EditorValues,
  dirty: ReadonlySet<string>,
): EditorValues {
  const ctx =
    dirty.has('type') && hasOwn(values, 'type')
      ? withSelectedType(latestCtx, values.type)
      : latestCtx;
  const next = toFormValues(ctx);
  for (const key of dirty) if (hasOwn(values, key)) next[key] = values[key];
  return next;
}

/**
 * Rule and server error paths onto form fields: "icon.url" -> icon,
 * "bidControl.0.bid" or "geo[2]" -> the field. Paths of no field ("ids.0",
 * "uid", "_", unknown keys) go to the form-level list, named by their path.
 */
export function mapFieldErrors(errors: FieldErrors): {
  fields: Record<string, string>;
  other: string[];
} {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const head = path.split(/[.[]/, 1)[0] ?? '';
    if (fieldByKey(head)) {
      const text = messages.join(' ');
      fields[head] = fields[head] ? `${fields[head]} ${text}` : text;
    } else {
      const formLevel = path === '' || path === '_';
      other.push(...messages.map((message) => (formLevel ? message : `${path}: ${message}`)));
    }
  }
  return { fields, other };
}

/**
 * What did not persist as sent. Allowed: the documented normalisations —
 * an "all values" selector's array read back as [] (rule 12), and a cid the
 * body lacked taken from the path (rule 2).
 */
export function verifySaved(sent: Campaign, readBack: Campaign): FieldChange[] {
  const emptied = new Set<string>(SELECTORS.filter((s) => isOn(sent[s.flag])).map((s) => s.array));
  return diffCampaigns(sent, readBack).filter(
    (change) =>
      !(emptied.has(change.key) && Array.isArray(change.after) && change.after.length === 0) &&
      !(change.key === 'cid' && change.before === undefined),
  );
}
