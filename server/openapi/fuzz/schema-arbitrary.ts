import fc from 'fast-check';
import type { JsonSchema } from '../json-schema';
import { junkValue } from './junk';

/** Looks up "#/components/schemas/X" in the document. */
export type RefResolver = (ref: string) => JsonSchema;

// Kept small: the fuzz sends many requests, not big ones (issue 17 covers size limits).
const MAX_ITEMS = 5;
const MAX_KEYS = 3;
const INT32 = 0x7fffffff;

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const min = exclusive !== undefined ? exclusive + 1 : ((schema.minimum as number) ?? -INT32);
  const max = (schema.maximum as number) ?? INT32;
  // fast-check's integer() is 32-bit; the bounds themselves are still tried.
  const body = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) });
  return fc.oneof({ arbitrary: body, weight: 8 }, fc.constantFrom(min, max));
}

function string(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({
    unit: 'grapheme',
    minLength: (schema.minLength as number) ?? 0,
    maxLength: (schema.maxLength as number) ?? 40,
  });
}

function object(schema: JsonSchema, resolve: RefResolver): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, schemaArbitrary(s, resolve)]),
  );
  const known = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false) return known;
  // A record (propertyNames + additionalProperties) or a loose object: add a few other keys.
  const values = Object.keys(extra as object).length
    ? schemaArbitrary(extra as JsonSchema, resolve)
    : junkValue;
  const others = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, {
    maxKeys: MAX_KEYS,
  });
  return fc.tuple(others, known).map(([o, k]) => ({ ...o, ...(k as object) }));
}

function ofType(type: string, schema: JsonSchema, resolve: RefResolver): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });
    case 'string':
      return string(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? schemaArbitrary(schema.items as JsonSchema, resolve) : junkValue,
        {
          minLength: (schema.minItems as number) ?? 0,
          maxLength: Math.max((schema.minItems as number) ?? 0, MAX_ITEMS),
        },
      );
    case 'object':
      return object(schema, resolve);
    default:
      throw new Error(`No generator for JSON Schema type ${type}`);
  }
}

/**
 * Values valid for a JSON Schema, for the subset zod's toJSONSchema emits
 * ($ref, anyOf, const, enum, type or type lists, properties, records, arrays,
 * bounds, patterns). An empty schema ({}: any JSON) gets arbitrary JSON.
 */
export function schemaArbitrary(schema: JsonSchema, resolve: RefResolver): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return schemaArbitrary(resolve(schema.$ref), resolve);
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => schemaArbitrary(s, resolve)));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => ofType(type, schema, resolve)));
  }
  if (typeof schema.type === 'string') return ofType(schema.type, schema, resolve);
  return junkValue;
}
