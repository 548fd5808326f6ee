import {
  escapePointer,
  Validator,
  type OutputUnit,
  type Schema,
  type SchemaDraft,
} from '@cfworker/json-schema';
import { isJsonObject } from '../results/json-text';
import { formatCount } from '@/lib/format/number';

/** One problem, at a JSON Pointer into the arguments ("" is the arguments object itself). */
export interface ArgumentError {
  path: string;
  message: string;
}

export type ArgumentsCheck = { valid: true } | { valid: false; errors: ArgumentError[] };

/** An ArgumentError with the schema keyword that failed, for the form's own wording. */
export interface SchemaError extends ArgumentError {
  keyword: string;
}

/** The draft a schema declares; 2020-12 when it names none (MCP's default). */
export function draftOf(schema: unknown): SchemaDraft {
  const uri = isJsonObject(schema) ? String(schema.$schema ?? '') : '';
  if (/draft-0?7/.test(uri)) return '7';
  if (/draft-0?4/.test(uri)) return '4';
  if (uri.includes('2019-09')) return '2019-09';
  return '2020-12';
}

/**
 * A group that repeats ("(a+)+", "((a+)b)+", "(a|a)*", "(a*){2,}"): on a near-miss
 * JavaScript's backtracking can take time exponential in the text, and one
 * keystroke would freeze the page. Telling the harmless ones ("(ab|cd)+") from
 * those needs an analysis of the whole pattern; the server checks it anyway.
 */
const REPEATED_GROUP = /\)[*+{]/;
/**
 * Repeats of a varying count ("*", "+", "{0,40}", "{2,}"): each one more in a row
 * multiplies the backtracking by the text's length ("\w*\w*\w*" is cubic: 3.6 s on
 * 3,000 characters; six "\w{0,40}" take 1.7 s on 60). Two keep it quadratic at worst.
 */
const VARYING = /[*+]|\{\d*,\d*\}/g;
const MAX_VARYING = 2;

function runnable(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return false;
  }
  return !REPEATED_GROUP.test(pattern) && (pattern.match(VARYING)?.length ?? 0) <= MAX_VARYING;
}

// @cfworker/json-schema interprets the schema (no code generation, so our CSP
// allows it, unlike Ajv). It marks schema objects with hidden properties, so it
// gets its own copy; the copy is built once per schema object. A pattern it
// cannot run (above) is left out of the copy and to the server: one that does
// not compile would stop every check, one that backtracks would freeze the page.
const validators = new WeakMap<object, Validator>();

/** Keywords whose value is data: a "pattern" key inside is the tool's, kept as it is. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
/** Keywords whose value maps names (not keywords) to schemas. */
const NAMED_SCHEMAS = new Set([
  'properties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
]);

/** Removes, in place, the patterns of a schema (a JSON copy) the browser must not run. */
function dropUnrunnable(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(dropUnrunnable);
    return;
  }
  if (!isJsonObject(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) continue;
    if (key === 'pattern' && typeof value === 'string') {
      if (!runnable(value)) delete schema[key];
    } else if ((key === 'patternProperties' || NAMED_SCHEMAS.has(key)) && isJsonObject(value)) {
      for (const [name, inner] of Object.entries(value)) {
        if (key === 'patternProperties' && !runnable(name)) delete value[name];
        else dropUnrunnable(inner);
      }
    } else dropUnrunnable(value);
  }
}

function validatorFor(schema: object): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    const copy = JSON.parse(JSON.stringify(schema)) as Schema;
    dropUnrunnable(copy);
    validator = new Validator(copy, draftOf(schema), false);
    validators.set(schema, validator);
  }
  return validator;
}

/** "#/a%20b/0" (the validator's instanceLocation, encodePointer's output) → "/a b/0". */
function instancePointer(location: string): string {
  const raw = location.replace(/^#/, '');
  try {
    return decodeURI(raw.replace(/%23/g, '#'));
  } catch {
    return raw;
  }
}

const ENUM_WORDS = 'Instance does not match any of ';
const ENUM_SHOWN = 10;

/**
 * The validator's enum message lists every value: for a foreign tool's enum of
 * 20,000 values that was a message of 20,000 values under the JSON editor. Past
 * ten it names the first ten and the count of the rest (decision 072).
 */
function enumMessage(error: string): string {
  if (!error.startsWith(ENUM_WORDS)) return error;
  let values: unknown;
  try {
    values = JSON.parse(error.slice(ENUM_WORDS.length, -1));
  } catch {
    return error;
  }
  if (!Array.isArray(values) || values.length <= ENUM_SHOWN) return error;
  const shown = values.slice(0, ENUM_SHOWN).map((v) => JSON.stringify(v));
  return `Not one of the ${formatCount(values.length)} allowed values (${shown.join(', ')}, and ${formatCount(values.length - ENUM_SHOWN)} more).`;
}

const quoted = (message: string) => /"((?:[^"\\]|\\.)*)"/.exec(message)?.[1];

/** Whether the unit explains a branch of an anyOf/oneOf/not/if that failed as a whole. */
function insideCombinator(unit: OutputUnit, units: OutputUnit[]): boolean {
  const at = unit.keywordLocation;
  return [...at.matchAll(/\/(?:anyOf|oneOf|not|if|then|else)(?=\/)/g)].some((m) => {
    const owner = at.slice(0, m.index + m[0].length);
    return units.some((other) => other !== unit && other.keywordLocation === owner);
  });
}

/**
 * The validator reports a failed `properties` and each failure inside it; a
 * person needs the innermost ones. Inside anyOf/oneOf/not the branch details
 * are noise: the combinator's own line is kept instead.
 */
function readable(units: OutputUnit[]): SchemaError[] {
  const errors: SchemaError[] = [];
  for (const unit of units) {
    const { keyword, error } = unit;
    if (keyword === 'false' || insideCombinator(unit, units)) continue;
    const hasInner = units.some(
      (other) =>
        other !== unit &&
        other.keyword !== 'false' &&
        other.keywordLocation.startsWith(`${unit.keywordLocation}/`),
    );
    if (hasInner && keyword !== 'anyOf' && keyword !== 'oneOf') continue;
    const at = instancePointer(unit.instanceLocation);
    const name = quoted(error);
    const needed = /does not have "((?:[^"\\]|\\.)*)"/.exec(error)?.[1];
    // Required and forbidden properties are named on the property itself.
    const [path, message] =
      keyword === 'required' && name !== undefined
        ? [`${at}/${escapePointer(name)}`, 'This field is required.']
        : (keyword === 'dependentRequired' || keyword === 'dependencies') && needed !== undefined
          ? [`${at}/${escapePointer(needed)}`, `Required when "${name ?? ''}" is given.`]
          : (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') &&
              name !== undefined
            ? [
                `${at}/${escapePointer(name)}`,
                `Property "${name}" is not allowed by the tool's input schema.`,
              ]
            : [at, keyword === 'enum' ? enumMessage(error) : error];
    errors.push({ path, message, keyword });
  }
  // Two keywords may report the same problem: it is listed once.
  return errors.filter(
    (e, i) => errors.findIndex((o) => o.path === e.path && o.message === e.message) === i,
  );
}

/**
 * Every problem of tool arguments against the tool's inputSchema (all, not the
 * first); none when they are valid. A schema the validator cannot use does
 * not block the call: the server validates too, and a console must still be
 * able to reach it.
 */
export function schemaErrors(schema: unknown, args: unknown): SchemaError[] {
  if (typeof schema !== 'object' || schema === null) return [];
  let result;
  try {
    result = validatorFor(schema).validate(args);
  } catch {
    return [];
  }
  if (result.valid) return [];
  const errors = readable(result.errors);
  return errors.length
    ? errors
    : [{ path: '', message: 'The arguments do not match the schema.', keyword: '' }];
}

/** The same check with the validator's own words, as the JSON editor shows them. */
export function validateArguments(schema: unknown, args: unknown): ArgumentsCheck {
  const errors = schemaErrors(schema, args);
  return errors.length
    ? { valid: false, errors: errors.map(({ path, message }) => ({ path, message })) }
    : { valid: true };
}
