import type { FieldSpec, FormValues, ItemSpec } from './field-spec';
import { formValuesToArguments } from './form-values';
import { schemaErrors, type ArgumentError, type SchemaError } from './json-schema-validator';
import { pointerTokens } from './paths';
import { isTypedEnum, typedEnumProblem } from './typed-enum';

/** What is wrong with one field, as react-hook-form's error of its key. */
export interface FieldProblem {
  type: 'validate';
  /** Everything in one sentence set: each array row's problem, then the field's own. */
  message: string;
  /** "own": the field's own problem; "0", "1", …: an array row's (as the editor numbers them). */
  types: Record<string, string | undefined>;
}

type Rules = Exclude<FieldSpec, { kind: 'object' | 'array' }> | ItemSpec;

const plural = (n: string, word: string) => `${n} ${word}${n === '1' ? '' : 's'}`;

const FORMATS: Record<string, string> = {
  date: 'Enter a date as YYYY-MM-DD.',
  'date-time': 'Enter a date and a time.',
  uri: 'Enter a full URL, such as https://example.com.',
  email: 'Enter an email address, such as name@example.com.',
};

/**
 * The validator's sentence (@cfworker/json-schema) in words a person acts on.
 * Its messages carry the numbers ("String is too long (41 > 40).", "9 is
 * greater than 5."); the field knows its pattern.
 */
function friendly(error: SchemaError, rules: Rules | undefined): string {
  const numbers = error.message.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi) ?? [];
  const now = numbers[0] ?? '';
  const bound = numbers.at(-1) ?? '';
  const orEqual = error.message.includes('or equal to');
  switch (error.keyword) {
    case 'type':
      if (rules?.kind === 'integer') return 'Enter a whole number.';
      return rules?.kind === 'number' ? 'Enter a number.' : error.message;
    case 'minLength':
      return `Enter at least ${plural(bound, 'character')}.`;
    case 'maxLength':
      return `Enter at most ${plural(bound, 'character')} (now ${now}).`;
    case 'minItems':
      return `Add at least ${plural(bound, 'item')}.`;
    case 'maxItems':
      return `Enter at most ${plural(bound, 'item')} (now ${now}).`;
    case 'minimum':
      return orEqual ? `Must be greater than ${bound}.` : `Must be at least ${bound}.`;
    case 'maximum':
      return orEqual ? `Must be less than ${bound}.` : `Must be at most ${bound}.`;
    case 'exclusiveMinimum':
      return `Must be greater than ${bound}.`;
    case 'exclusiveMaximum':
      return `Must be less than ${bound}.`;
    case 'multipleOf':
      return `Must be a multiple of ${bound}.`;
    case 'pattern':
      return rules && 'pattern' in rules && rules.pattern
        ? `Must match the pattern ${rules.pattern}.`
        : 'Must match the pattern of the input schema.';
    case 'format':
      return FORMATS[/"(.*)"/.exec(error.message)?.[1] ?? ''] ?? error.message;
    case 'enum':
    case 'const':
      return 'Choose one of the values.';
    default:
      return error.message;
  }
}

type Leaf = { field: FieldSpec; tokens: string[] };

function leaves(fields: FieldSpec[], out: Leaf[] = []): Leaf[] {
  for (const field of fields) {
    out.push({ field, tokens: pointerTokens(field.pointer) });
    if (field.kind === 'object') leaves(field.fields, out);
  }
  return out;
}

const startsWith = (tokens: string[], prefix: string[]) =>
  prefix.length <= tokens.length && prefix.every((t, i) => tokens[i] === t);

type Found = { rows: Map<number, string>; own?: string };

/**
 * Typed text that names none of an enum's values (typed-enum.ts), on the field
 * or the array row: checked here, so it is never sent, whatever the validator
 * makes of the schema.
 */
function typedEnumProblems(all: Leaf[], values: FormValues, found: Map<string, Found>) {
  for (const { field } of all) {
    const value = values[field.key];
    if (field.kind === 'enum' && isTypedEnum(field)) {
      const own = typedEnumProblem(field.options, value);
      if (own) found.set(field.key, { rows: new Map(), own });
    } else if (
      field.kind === 'array' &&
      field.item.kind === 'enum' &&
      isTypedEnum(field.item) &&
      Array.isArray(value)
    ) {
      const { options } = field.item;
      const rows = new Map<number, string>();
      value.forEach((row, i) => {
        const problem = typedEnumProblem(options, row);
        if (problem) rows.set(i, problem);
      });
      if (rows.size > 0) found.set(field.key, { rows });
    }
  }
}

/**
 * The form's check: its values as arguments, checked against the whole input
 * schema by the one validator, each problem on the field it is about (the
 * deepest field whose pointer leads to it; the first problem of a field or an
 * array row). An array's entries are named by the row the editor shows (empty
 * rows are not sent). What belongs to no field is returned in `rest`.
 */
export function checkForm(
  schema: unknown,
  fields: FieldSpec[],
  values: FormValues,
): { byKey: Record<string, FieldProblem>; rest: ArgumentError[] } {
  const all = leaves(fields);
  const found = new Map<string, Found>();
  typedEnumProblems(all, values, found);
  const rest: ArgumentError[] = [];
  for (const error of schemaErrors(schema, formValuesToArguments(fields, values))) {
    const tokens = pointerTokens(error.path);
    // The fields leading to a problem are one chain, listed outer first: the last is the deepest.
    const best = all.findLast((leaf) => startsWith(tokens, leaf.tokens));
    if (!best) {
      rest.push({ path: error.path, message: error.message });
      continue;
    }
    const { field } = best;
    const problem = found.get(field.key) ?? { rows: new Map<number, string>() };
    found.set(field.key, problem);
    if (field.kind !== 'array') {
      problem.own ??= friendly(error, field.kind === 'object' ? undefined : field);
      continue;
    }
    const value = values[field.key];
    // Entry n of the arguments is the n-th filled row.
    const filled = (Array.isArray(value) ? value : []).flatMap((row, i) => (row === '' ? [] : [i]));
    const index = tokens[best.tokens.length];
    const row = index === undefined ? undefined : (filled[Number(index)] ?? Number(index));
    const repeat = error.keyword === 'uniqueItems' && /indexes (\d+) and (\d+)/.exec(error.message);
    if (row !== undefined) {
      if (!problem.rows.has(row)) problem.rows.set(row, friendly(error, field.item));
    } else if (repeat) {
      const [first, again] = [repeat[1], repeat[2]].map((i) => (filled[Number(i)] ?? 0) + 1);
      problem.own ??= `Item ${again} repeats item ${first}: items must be different.`;
    } else problem.own ??= friendly(error, undefined);
  }
  const byKey: Record<string, FieldProblem> = {};
  for (const [key, { rows, own }] of found) {
    const parts = [...rows].sort(([a], [b]) => a - b).map(([row, p]) => `Item ${row + 1}: ${p}`);
    const message = [...parts, own].filter(Boolean).join(' ');
    byKey[key] = { type: 'validate', message, types: { own, ...Object.fromEntries(rows) } };
  }
  return { byKey, rest };
}
