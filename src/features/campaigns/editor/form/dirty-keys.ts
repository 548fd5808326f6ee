import type { EditorValues } from '@/features/campaigns/model/form-model';
import { jsonEqual } from '@/features/campaigns/model/json-equal';

// A control that registers without a value ('' for an input, false for a
// checkbox) has not been edited: it only shows an absent value.
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false;

/** Blank is blank whatever its type; anything else is compared as JSON (0 is not false, "1" is not 1). */
export function sameValue(a: unknown, b: unknown): boolean {
  return (isBlank(a) && isBlank(b)) || jsonEqual(a, b);
}

/**
 * The form fields whose value differs from what the read gave them. Computed
 * from the values, not from react-hook-form's touched state, so an edit that
 * is typed back to the original is not a change.
 */
export function dirtyKeys(values: EditorValues, defaults: EditorValues): Set<string> {
  const keys = new Set([...Object.keys(values), ...Object.keys(defaults)]);
  return new Set([...keys].filter((key) => !sameValue(values[key], defaults[key])));
}
