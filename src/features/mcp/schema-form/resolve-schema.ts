import { isJsonObject } from '../results/json-text';
import type { EnumOption } from './field-spec';

/**
 * The first step of schemaToFields: what one property schema means once the
 * wrappers the form can see through are removed (anyOf/oneOf with null,
 * a single allOf, anyOf/oneOf of consts as an enum).
 */

export type Json = Record<string, unknown>;

export const str = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

const isPrimitive = (value: unknown): value is EnumOption['value'] =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The schema's own meaning once wrappers the form can see through are removed. */
export type Resolved =
  | { ok: true; type: string; schema: Json; nullable: boolean; options?: EnumOption[] }
  | { ok: false; reason: string };

const NOTES = ['title', 'description', 'default'] as const;

/** Outer annotations win over the wrapped schema's (a property's title over its $defs entry). */
function withNotes(outer: Json, inner: Json): Json {
  const merged: Json = { ...inner };
  for (const note of NOTES) if (outer[note] !== undefined) merged[note] = outer[note];
  return merged;
}

function constOptions(branches: unknown[]): EnumOption[] | undefined {
  const options: EnumOption[] = [];
  for (const branch of branches) {
    if (!isJsonObject(branch)) return undefined;
    const value =
      'const' in branch
        ? branch.const
        : Array.isArray(branch.enum) && branch.enum.length === 1
          ? branch.enum[0]
          : undefined;
    if (value === undefined || !isPrimitive(value)) return undefined;
    options.push({ value, label: str(branch.title) ?? String(value) });
  }
  return options;
}

function enumOptions(schema: Json): EnumOption[] | undefined {
  const values = 'const' in schema ? [schema.const] : schema.enum;
  if (!Array.isArray(values) || values.length === 0 || !values.every(isPrimitive)) return undefined;
  const names = Array.isArray(schema.enumNames) ? schema.enumNames : schema['x-enumNames'];
  return values.map((value, i) => ({
    value,
    label: Array.isArray(names) && typeof names[i] === 'string' ? names[i] : String(value),
  }));
}

/**
 * How deep the form follows a schema (objects in objects, wrappers in
 * wrappers). A server may send thousands of levels; walking them all would
 * overflow the stack and take the page down. Deeper parts are edited as JSON.
 */
export const MAX_NESTING = 32;
export const TOO_DEEP = 'nested too deeply';

const isNullSchema = (s: unknown) => isJsonObject(s) && (s.type === 'null' || s.const === null);

export function resolve(schema: unknown, depth = 0): Resolved {
  if (depth > MAX_NESTING) return { ok: false, reason: TOO_DEEP };
  if (schema === true || (isJsonObject(schema) && Object.keys(schema).length === 0))
    return { ok: false, reason: 'any value is allowed' };
  if (!isJsonObject(schema)) return { ok: false, reason: 'not a schema object' };
  if (typeof schema.$ref === 'string') return { ok: false, reason: '$ref' };
  for (const word of ['anyOf', 'oneOf'] as const) {
    const branches = schema[word];
    if (!Array.isArray(branches)) continue;
    const rest = branches.filter((b) => !isNullSchema(b));
    const nullable = rest.length < branches.length;
    const options = constOptions(rest);
    if (options && options.length > 0) {
      if (nullable) options.push({ value: null, label: 'null' });
      return { ok: true, type: 'enum', schema, nullable: false, options };
    }
    if (rest.length === 1 && isJsonObject(rest[0])) {
      const inner = resolve(withNotes(schema, { ...rest[0] }), depth + 1);
      return inner.ok ? { ...inner, nullable: inner.nullable || nullable } : inner;
    }
    const objects = rest.some((b) => isJsonObject(b) && (b.type === 'object' || 'properties' in b));
    return { ok: false, reason: `${word} of ${objects ? 'objects' : 'several schemas'}` };
  }
  if (Array.isArray(schema.allOf)) {
    if (schema.allOf.length !== 1 || !isJsonObject(schema.allOf[0]))
      return { ok: false, reason: 'allOf' };
    const { allOf: _allOf, ...rest } = schema;
    return resolve(withNotes(schema, { ...schema.allOf[0], ...rest }), depth + 1);
  }
  if ('enum' in schema || 'const' in schema) {
    const options = enumOptions(schema);
    if (!options) return { ok: false, reason: 'enum of non-primitive values' };
    return { ok: true, type: 'enum', schema, nullable: false, options };
  }
  let type = schema.type;
  let nullable = false;
  if (Array.isArray(type)) {
    const rest = type.filter((t) => t !== 'null');
    nullable = rest.length < type.length;
    if (rest.length !== 1) return { ok: false, reason: 'several types' };
    type = rest[0];
  }
  if (type === undefined) {
    if (isJsonObject(schema.properties)) type = 'object';
    else if ('items' in schema) type = 'array';
    else return { ok: false, reason: 'no type' };
  }
  if (typeof type !== 'string' || type === 'null')
    return { ok: false, reason: `type ${String(type)}` };
  return { ok: true, type, schema, nullable };
}
