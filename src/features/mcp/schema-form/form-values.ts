import { isRealDate } from '@contract/wire-readers';
import type { FieldSpec, FormValue, FormValues, ItemSpec, UnsupportedPart } from './field-spec';
import { childPath } from './paths';
import { isJsonObject } from '../results/json-text';
import { isTypedEnum, typedEnumIn, typedEnumOut } from './typed-enum';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * An RFC 3339 date-time as the value of <input type="datetime-local">, in the
 * browser's time zone (the input has none); undefined when it is not one.
 */
function isoToLocalInput(iso: string): string | undefined {
  if (!RFC3339.test(iso)) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  // Moved by the zone's offset, the instant reads in UTC as the local date and time.
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
  return local.slice(0, 23).replace(/\.000$/, '');
}

/** The local date and time of the input as an RFC 3339 instant in UTC; undefined when unreadable. */
function localInputToIso(local: string): string | undefined {
  if (!LOCAL.test(local)) return undefined;
  // A date-time without an offset is read in local time (ECMAScript Date.parse).
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return undefined;
  return d.toISOString().replace('.000Z', 'Z');
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Typed text as a number, or undefined when it is not one. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Whether the user gave this field (or, for an object, any field inside it) a value. */
export function hasValue(field: FieldSpec, values: FormValues): boolean {
  if (field.kind === 'object') return field.fields.some((f) => hasValue(f, values));
  const value = values[field.key];
  return Array.isArray(value)
    ? value.some((row) => row !== '')
    : value !== undefined && value !== '';
}

/** One row of an array editor, or one scalar text, as its JSON value. */
function itemOut(item: ItemSpec, text: string): unknown {
  if (item.kind === 'enum' && isTypedEnum(item)) return typedEnumOut(item.options, text);
  if (item.kind === 'enum') return item.options[Number(text)]?.value;
  // A date-time the input could not read stays as typed, so validation can name it.
  if (item.kind === 'string')
    return item.inputType === 'datetime-local' ? (localInputToIso(text) ?? text) : text;
  // Text that is no number goes out as typed: nothing the user wrote is dropped.
  return parseNumberText(text) ?? text;
}

const OMIT = Symbol('omit');

function fieldOut(field: FieldSpec, values: FormValues, present: boolean): unknown {
  if (field.kind === 'object') {
    const inner = formValuesToArguments(
      field.fields,
      values,
      present && (field.required || hasValue(field, values)),
    );
    return Object.keys(inner).length > 0 || (field.required && present) ? inner : OMIT;
  }
  const value = values[field.key];
  if (field.kind === 'boolean') return typeof value === 'boolean' ? value : OMIT;
  if (field.kind === 'array') {
    const rows = (Array.isArray(value) ? value : []).filter((row) => row !== '');
    if (rows.length === 0 && !field.required) return OMIT;
    return rows.map((row) => itemOut(field.item, row));
  }
  if (typeof value !== 'string' || value === '')
    return field.nullable && field.required && present ? null : OMIT;
  if (field.kind === 'enum' && !isTypedEnum(field)) {
    const option = field.options[Number(value)];
    return option ? option.value : OMIT;
  }
  return itemOut(field, value);
}

/**
 * The arguments object of the form's values: empty optional fields are left
 * out, numbers typed as text become numbers, array rows become arrays (empty
 * rows dropped), nested objects are built the same way and left out when
 * optional and empty. Text that does not convert is sent as typed, so the
 * schema check names it instead of the value silently vanishing. `present`:
 * the object these fields belong to is sent (an empty required nullable is null then).
 */
export function formValuesToArguments(
  fields: FieldSpec[],
  values: FormValues,
  present = true,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = fieldOut(field, values, present);
    if (value !== OMIT) out[field.name] = value;
  }
  return out;
}

type In = { ok: true; value: FormValue } | { ok: false; reason: string };

function itemIn(item: ItemSpec, value: unknown): In {
  if (item.kind === 'enum' && isTypedEnum(item)) {
    const text = typedEnumIn(item.options, value);
    return text === undefined ? { ok: false, reason: 'not a choice' } : { ok: true, value: text };
  }
  if (item.kind === 'enum') {
    const index = item.options.findIndex((o) => o.value === value);
    return index >= 0 ? { ok: true, value: String(index) } : { ok: false, reason: 'not a choice' };
  }
  if (item.kind !== 'string')
    return typeof value === 'number' && Number.isFinite(value)
      ? { ok: true, value: String(value) }
      : { ok: false, reason: 'expected a number' };
  if (typeof value !== 'string') return { ok: false, reason: 'expected a string' };
  if (item.inputType === 'datetime-local') {
    const local = isoToLocalInput(value);
    return local ? { ok: true, value: local } : { ok: false, reason: 'not a date-time' };
  }
  if (item.inputType === 'date' && !isRealDate(value))
    return { ok: false, reason: 'not a date (YYYY-MM-DD)' };
  return { ok: true, value };
}

/** An empty value of the field's control. */
export function emptyValue(field: Exclude<FieldSpec, { kind: 'object' }>): FormValue {
  if (field.kind === 'boolean') return field.required ? false : undefined;
  if (field.kind === 'array') return field.required && (field.minItems ?? 0) > 0 ? [''] : [];
  return '';
}

function valueIn(field: Exclude<FieldSpec, { kind: 'object' }>, value: unknown): In {
  if (value === null && field.nullable && field.required) return { ok: true, value: '' };
  if (field.kind === 'boolean')
    return typeof value === 'boolean'
      ? { ok: true, value }
      : { ok: false, reason: 'expected true or false' };
  if (field.kind === 'array') {
    if (!Array.isArray(value)) return { ok: false, reason: 'expected an array' };
    const rows: string[] = [];
    for (const [i, entry] of value.entries()) {
      const row = itemIn(field.item, entry);
      if (!row.ok) return { ok: false, reason: `item ${i + 1}: ${row.reason}` };
      rows.push(row.value as string);
    }
    return { ok: true, value: rows };
  }
  return itemIn(field, value);
}

interface Filled {
  values: FormValues;
  misfits: UnsupportedPart[];
}

/** `strict`: the caller's arguments, whose misfits are reported (defaults are only a start). */
function fill(
  fields: FieldSpec[],
  args: Record<string, unknown> | undefined,
  strict: boolean,
  path: string,
  out: Filled,
) {
  for (const field of fields) {
    const given = args ? args[field.name] : field.default;
    const at = childPath(path, field.name);
    if (field.kind === 'object') {
      if (isJsonObject(given)) fill(field.fields, given, strict, at, out);
      else {
        if (given !== undefined && strict)
          out.misfits.push({ path: at, reason: 'expected an object' });
        fill(field.fields, args ? {} : undefined, strict, at, out);
      }
      continue;
    }
    out.values[field.key] = emptyValue(field);
    if (given === undefined) continue;
    const result = valueIn(field, given);
    if (result.ok) out.values[field.key] = result.value;
    else if (strict) out.misfits.push({ path: at, reason: result.reason });
  }
  if (args && strict) {
    const known = new Set(fields.map((f) => f.name));
    for (const name of Object.keys(args))
      if (!known.has(name))
        out.misfits.push({ path: childPath(path, name), reason: 'not a field of this form' });
  }
}

/**
 * Form values for the given arguments (or, without them, the schema's
 * defaults). `misfits` lists what the form cannot hold as it is (a string
 * where a number goes, an unknown property, …): the caller keeps JSON then.
 */
export function argumentsToFormValues(fields: FieldSpec[], args?: Record<string, unknown>): Filled {
  const out: Filled = { values: {}, misfits: [] };
  fill(fields, args, args !== undefined, '$', out);
  return out;
}
