import type { FieldSpec, ItemSpec, NumberRules, StringRules, UnsupportedPart } from './field-spec';
import { escapePointer } from '@cfworker/json-schema';
import { childPath } from './paths';
import { isJsonObject } from '../results/json-text';
import { MAX_NESTING, resolve, str, TOO_DEEP, type Json } from './resolve-schema';

export { formValuesToArguments } from './form-values';

export interface SchemaFields {
  fields: FieldSpec[];
  /** JSON paths the form cannot show; when not empty the UI offers raw JSON only. */
  unsupported: string[];
  /** The same parts with the reason, for the note the UI shows. */
  reasons: UnsupportedPart[];
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const INPUT_TYPES: Record<string, StringRules['inputType']> = {
  date: 'date',
  'date-time': 'datetime-local',
  uri: 'url',
  email: 'email',
};

function stringRules(s: Json): StringRules {
  const format = str(s.format);
  return {
    format,
    inputType: (format ? INPUT_TYPES[format] : undefined) ?? 'text',
    pattern: str(s.pattern),
    minLength: num(s.minLength),
    maxLength: num(s.maxLength),
  };
}

function numberRules(s: Json): NumberRules {
  // draft-04: exclusiveMinimum/Maximum are booleans that qualify minimum/maximum.
  const above = s.exclusiveMinimum === true;
  const below = s.exclusiveMaximum === true;
  return {
    minimum: above ? undefined : num(s.minimum),
    maximum: below ? undefined : num(s.maximum),
    exclusiveMinimum: num(above ? s.minimum : s.exclusiveMinimum),
    exclusiveMaximum: num(below ? s.maximum : s.exclusiveMaximum),
    multipleOf: num(s.multipleOf),
  };
}

function itemSpec(items: unknown): ItemSpec | string {
  if (Array.isArray(items)) return 'tuple items';
  const r = resolve(items);
  if (!r.ok) return `items: ${r.reason}`;
  if (r.type === 'enum' && r.options) return { kind: 'enum', options: r.options };
  if (r.type === 'boolean')
    return {
      kind: 'enum',
      options: [true, false].map((value) => ({ value, label: String(value) })),
    };
  if (r.type === 'string') return { kind: 'string', ...stringRules(r.schema) };
  if (r.type === 'number' || r.type === 'integer')
    return { kind: r.type, ...numberRules(r.schema) };
  return r.type === 'object' ? 'array of objects' : `array of ${r.type}s`;
}

const isMap = (s: Json) =>
  (isJsonObject(s.additionalProperties) && Object.keys(s.additionalProperties).length > 0) ||
  (isJsonObject(s.patternProperties) && Object.keys(s.patternProperties).length > 0);

interface Walk {
  path: string;
  pointer: string;
  key: string;
  reasons: UnsupportedPart[];
  /** Objects around this one. */
  depth: number;
}

function objectFields(schema: Json, at: Walk): FieldSpec[] {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  if (isMap(schema)) at.reasons.push({ path: at.path, reason: 'additionalProperties map' });
  const fields: FieldSpec[] = [];
  Object.entries(properties).forEach(([name, property], index) => {
    if (property === false) return; // a forbidden property: nothing to show
    const field = toField(name, property, required.has(name), {
      path: childPath(at.path, name),
      pointer: `${at.pointer}/${escapePointer(name)}`,
      key: at.key ? `${at.key}_${index}` : `f${index}`,
      reasons: at.reasons,
      depth: at.depth + 1,
    });
    if (field) fields.push(field);
  });
  return fields;
}

function toField(name: string, schema: unknown, required: boolean, at: Walk): FieldSpec | null {
  const r = at.depth > MAX_NESTING ? { ok: false as const, reason: TOO_DEEP } : resolve(schema);
  if (!r.ok) {
    at.reasons.push({ path: at.path, reason: r.reason });
    return null;
  }
  const s = r.schema;
  const base = {
    name,
    key: at.key,
    pointer: at.pointer,
    label: str(s.title) ?? name,
    description: str(s.description),
    required,
    default: s.default,
    ...(r.nullable ? { nullable: true } : {}),
  };
  switch (r.type) {
    case 'enum':
      return { ...base, kind: 'enum', options: r.options ?? [] };
    case 'string':
      return { ...base, kind: 'string', ...stringRules(s) };
    case 'number':
    case 'integer':
      return { ...base, kind: r.type, ...numberRules(s) };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'array': {
      if ('prefixItems' in s) {
        at.reasons.push({ path: at.path, reason: 'tuple items' });
        return null;
      }
      const item = itemSpec(s.items);
      if (typeof item === 'string') {
        at.reasons.push({ path: `${at.path}[]`, reason: item });
        return null;
      }
      return {
        ...base,
        kind: 'array',
        item,
        minItems: num(s.minItems),
        maxItems: num(s.maxItems),
        uniqueItems: s.uniqueItems === true || undefined,
      };
    }
    case 'object': {
      if (!isJsonObject(s.properties) || Object.keys(s.properties).length === 0) {
        const reason = isMap(s) ? 'additionalProperties map' : 'object without properties';
        at.reasons.push({ path: at.path, reason });
        return null;
      }
      return { ...base, kind: 'object', fields: objectFields(s, at) };
    }
    default:
      at.reasons.push({ path: at.path, reason: `type ${r.type}` });
      return null;
  }
}

/**
 * Maps an MCP tool's inputSchema (draft-07 or 2020-12, type object) to the
 * fields of a form. Whatever the form cannot represent faithfully is listed
 * in `unsupported`, and the UI then edits the whole arguments as JSON.
 */
export function schemaToFields(schema: unknown): SchemaFields {
  const root = isJsonObject(schema) ? schema : {};
  const whole = !isJsonObject(schema)
    ? 'the input schema is not an object'
    : typeof root.$ref === 'string'
      ? '$ref'
      : ['anyOf', 'oneOf', 'allOf'].some((w) => w in root)
        ? 'combined schemas'
        : root.type !== undefined && root.type !== 'object'
          ? `type ${JSON.stringify(root.type)} instead of object`
          : undefined;
  const reasons: UnsupportedPart[] = whole ? [{ path: '$', reason: whole }] : [];
  // The supported fields are returned even beside unsupported parts (the UI shows JSON then).
  const fields = whole
    ? []
    : objectFields(root, { path: '$', pointer: '', key: '', reasons, depth: 0 });
  return { fields, unsupported: reasons.map((r) => r.path), reasons };
}
