import type { FieldDef } from './field-def';
import { BASICS_FIELDS } from './fields-basics';
import { BUDGET_DATE_FIELDS } from './fields-budget-dates';
import { CREATIVE_FIELDS } from './fields-creative';
import { DELIVERY_FIELDS } from './fields-delivery';
import { TARGETING_FIELDS } from './fields-targeting';

export type { FieldDef, SectionId } from './field-def';
export type { FieldKind } from './field-kind';

/**
 * Every editable field of the campaign, in the order the editor shows them.
 * Keys not listed here (cid, uid, traffic filters, unknown keys) are never
 * shown and always go back exactly as read.
 */
export const FIELDS: readonly FieldDef[] = [
  ...BASICS_FIELDS,
  ...CREATIVE_FIELDS,
  ...BUDGET_DATE_FIELDS,
  ...DELIVERY_FIELDS,
  ...TARGETING_FIELDS,
];

const BY_KEY = new Map(FIELDS.map((field) => [field.key, field]));

export function fieldByKey(key: string): FieldDef | undefined {
  return BY_KEY.get(key);
}
