import type { EditorValues } from '../model/form-model';

// A control that registers without a value ('' for an input, false for a
// checkbox) has not been edited: it only shows an absent value.
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false;

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => strictEqual(item, b[i]));
  }
  return strictEqual(a, b);
}

// Inside arrays and objects every JSON type counts (0 is not false, "1" is not 1).
function strictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      strictEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
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
