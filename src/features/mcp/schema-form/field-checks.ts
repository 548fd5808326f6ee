import { isRealDate } from '../../../../contract/common';
import { localInputToIso } from './datetime';
import type {
  ArrayField,
  FieldSpec,
  FormValues,
  ItemSpec,
  NumberRules,
  StringRules,
} from './field-spec';
import { hasValue, parseNumberText } from './form-values';

/**
 * The checks the form makes itself, per field, with messages a person can
 * act on. They mirror the schema keywords the form shows; the whole schema
 * is checked afterwards by validateArguments.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function isUrl(text: string) {
  try {
    return Boolean(new URL(text).protocol);
  } catch {
    return false;
  }
}

function matches(pattern: string, text: string) {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    try {
      return new RegExp(pattern).test(text);
    } catch {
      return true; // a pattern JavaScript cannot read: the schema check decides
    }
  }
}

export function checkText(rules: StringRules, text: string): string | undefined {
  const length = [...text].length;
  if (rules.minLength !== undefined && length < rules.minLength)
    return `Enter at least ${plural(rules.minLength, 'character')}.`;
  if (rules.maxLength !== undefined && length > rules.maxLength)
    return `Enter at most ${plural(rules.maxLength, 'character')} (now ${length}).`;
  if (rules.format === 'date' && !isRealDate(text)) return 'Enter a date as YYYY-MM-DD.';
  if (rules.inputType === 'datetime-local' && localInputToIso(text) === undefined)
    return 'Enter a date and a time.';
  if (rules.format === 'uri' && !isUrl(text))
    return 'Enter a full URL, such as https://example.com.';
  if (rules.format === 'email' && !/^[^\s@]+@[^\s@]+$/.test(text))
    return 'Enter an email address, such as name@example.com.';
  if (rules.pattern !== undefined && !matches(rules.pattern, text))
    return `Must match the pattern ${rules.pattern}.`;
  return undefined;
}

export function checkNumber(
  kind: 'number' | 'integer',
  rules: NumberRules,
  text: string,
): string | undefined {
  const value = parseNumberText(text);
  if (value === undefined || (kind === 'integer' && !Number.isInteger(value)))
    return kind === 'integer' ? 'Enter a whole number.' : 'Enter a number.';
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = rules;
  if (minimum !== undefined && value < minimum) return `Must be at least ${minimum}.`;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
    return `Must be greater than ${exclusiveMinimum}.`;
  if (maximum !== undefined && value > maximum) return `Must be at most ${maximum}.`;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
    return `Must be less than ${exclusiveMaximum}.`;
  if (multipleOf !== undefined && multipleOf > 0) {
    const q = value / multipleOf;
    if (Math.abs(q - Math.round(q)) > 1e-9) return `Must be a multiple of ${multipleOf}.`;
  }
  return undefined;
}

function checkItem(item: ItemSpec, text: string): string | undefined {
  if (item.kind === 'enum')
    return item.options[Number(text)] ? undefined : 'Choose one of the values.';
  if (item.kind === 'string') return checkText(item, text);
  return checkNumber(item.kind, item, text);
}

export interface ArrayCheck {
  /** Row index → what is wrong with that row. */
  items: Map<number, string>;
  /** What is wrong with the list as a whole (count, repeats). */
  own?: string;
}

/** Checks the rows of an array editor; empty rows are ignored (they are not sent). */
export function checkArray(field: ArrayField, rows: string[], present: boolean): ArrayCheck {
  const items = new Map<number, string>();
  const filled: { row: number; key: string }[] = [];
  rows.forEach((text, row) => {
    if (text === '') return;
    const problem = checkItem(field.item, text);
    if (problem) items.set(row, problem);
    const number = field.item.kind === 'string' ? undefined : parseNumberText(text);
    filled.push({ row, key: field.item.kind === 'enum' ? text : String(number ?? text) });
  });
  if (filled.length === 0 && !present) return { items };
  let own: string | undefined;
  const { minItems, maxItems } = field;
  if (minItems !== undefined && filled.length < minItems)
    own = `Add at least ${plural(minItems, 'item')}.`;
  else if (maxItems !== undefined && filled.length > maxItems)
    own = `Enter at most ${plural(maxItems, 'item')} (now ${filled.length}).`;
  else if (field.uniqueItems) {
    const seen = new Map<string, number>();
    for (const { row, key } of filled) {
      const first = seen.get(key);
      if (first !== undefined) {
        own = `Item ${row + 1} repeats item ${first + 1}: items must be different.`;
        break;
      }
      seen.set(key, row);
    }
  }
  return { items, own };
}

/** The whole message of an array check, as the form's error for that field. */
export function arrayMessage(check: ArrayCheck): string | undefined {
  const parts = [...check.items].map(([row, problem]) => `Item ${row + 1}: ${problem}`);
  if (check.own) parts.push(check.own);
  return parts.length ? parts.join(' ') : undefined;
}

function checkInto(
  fields: FieldSpec[],
  values: FormValues,
  present: boolean,
  out: Record<string, string>,
) {
  for (const field of fields) {
    if (field.kind === 'object') {
      checkInto(field.fields, values, (present && field.required) || hasValue(field, values), out);
      continue;
    }
    const value = values[field.key];
    let problem: string | undefined;
    if (field.kind === 'array') {
      const rows = Array.isArray(value) ? value : [];
      problem = arrayMessage(checkArray(field, rows, present && field.required));
    } else if (typeof value !== 'string' || value === '') {
      const needed = present && field.required && !field.nullable && field.kind !== 'boolean';
      problem = needed ? 'This field is required.' : undefined;
    } else if (field.kind === 'string') problem = checkText(field, value);
    else if (field.kind === 'number' || field.kind === 'integer')
      problem = checkNumber(field.kind, field, value);
    else if (field.kind === 'enum' && !field.options[Number(value)])
      problem = 'Choose one of the values.';
    if (problem) out[field.key] = problem;
  }
}

/** Field key → message, for every field the user must fix before sending. */
export function checkFields(fields: FieldSpec[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  checkInto(fields, values, true, out);
  return out;
}
