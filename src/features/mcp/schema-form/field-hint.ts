import type { FieldSpec, ItemSpec, NumberRules, StringRules } from './field-spec';
import { isTypedEnum, typedEnumHint } from './typed-enum';

// Bounds zod writes for "any safe integer" say nothing to a person.
const meaningful = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

function numberHint(kind: 'number' | 'integer', rules: NumberRules): string {
  const min = meaningful(rules.minimum);
  const max = meaningful(rules.maximum);
  const above = meaningful(rules.exclusiveMinimum);
  const below = meaningful(rules.exclusiveMaximum);
  const parts = [kind === 'integer' ? 'Whole number' : 'Number'];
  if (min !== undefined && max !== undefined) parts.push(`from ${min} to ${max}`);
  else if (min !== undefined) parts.push(`at least ${min}`);
  else if (max !== undefined) parts.push(`at most ${max}`);
  if (above !== undefined) parts.push(`greater than ${above}`);
  if (below !== undefined) parts.push(`less than ${below}`);
  if (rules.multipleOf !== undefined) parts.push(`in steps of ${rules.multipleOf}`);
  return parts.join(', ');
}

/** "2 to 5 items", "at least 2 items", "at most 5 items"; undefined without bounds. */
function count(min: number | undefined, max: number | undefined, noun: string) {
  if (min !== undefined && max !== undefined) return `${min} to ${max} ${noun}`;
  if (min !== undefined) return `at least ${min} ${noun}`;
  if (max !== undefined) return `at most ${max} ${noun}`;
  return undefined;
}

const FORMATS: Record<string, string> = {
  date: 'Date (YYYY-MM-DD)',
  'date-time': 'Your local date and time, sent as UTC',
  uri: 'A full URL',
  email: 'An email address',
};

function textHint(rules: StringRules): string | undefined {
  const parts: string[] = [];
  if (rules.format) parts.push(FORMATS[rules.format] ?? `Format: ${rules.format}`);
  const length = count(rules.minLength, rules.maxLength, 'characters');
  if (length) parts.push(length);
  if (rules.pattern) parts.push(`pattern ${rules.pattern}`);
  return parts.length ? parts.join(', ') : undefined;
}

function itemHint(item: ItemSpec): string | undefined {
  if (item.kind === 'enum' && isTypedEnum(item)) return typedEnumHint(item.options);
  if (item.kind === 'enum') return undefined;
  return item.kind === 'string' ? textHint(item) : numberHint(item.kind, item);
}

function arrayHint(field: Extract<FieldSpec, { kind: 'array' }>): string {
  const parts = [count(field.minItems, field.maxItems, 'items') ?? 'A list'];
  if (field.uniqueItems) parts.push('no repeats');
  const each = itemHint(field.item);
  if (each) parts.push(`each: ${each.charAt(0).toLowerCase()}${each.slice(1)}`);
  return parts.join(', ');
}

/** Description, then what the schema allows, in words; the argument's name when a title hides it. */
export function fieldHint(field: FieldSpec): string | undefined {
  let rules: string | undefined;
  if (field.kind === 'string') rules = textHint(field);
  else if (field.kind === 'number' || field.kind === 'integer')
    rules = numberHint(field.kind, field);
  else if (field.kind === 'array') rules = arrayHint(field);
  else if (field.kind === 'enum' && isTypedEnum(field)) rules = typedEnumHint(field.options);
  const parts = [
    field.description,
    rules,
    field.nullable && field.required ? 'Leave empty to send null' : undefined,
    field.label !== field.name ? `Argument "${field.name}"` : undefined,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.map((p) => p.replace(/\.$/, '')).join('. ') + '.' : undefined;
}
