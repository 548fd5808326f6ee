import type { FieldSpec, FormValues } from './field-spec';
import type { ArgumentError } from './json-schema-validator';
import { pointerTokens } from './paths';

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

/**
 * Puts each schema error on the field it is about (the deepest field whose
 * pointer leads to it); an array's entry errors name the row as the editor
 * numbers it. What belongs to no field is returned for a form-level alert.
 */
export function mapErrorsToFields(
  fields: FieldSpec[],
  errors: ArgumentError[],
  values: FormValues,
): { byKey: Map<string, string>; rest: ArgumentError[] } {
  const all = leaves(fields);
  const byKey = new Map<string, string>();
  const rest: ArgumentError[] = [];
  for (const error of errors) {
    const tokens = pointerTokens(error.path);
    let best: Leaf | undefined;
    for (const leaf of all)
      if (startsWith(tokens, leaf.tokens) && (!best || leaf.tokens.length > best.tokens.length))
        best = leaf;
    if (!best) {
      rest.push(error);
      continue;
    }
    let message = error.message;
    const index = tokens[best.tokens.length];
    if (best.field.kind === 'array' && index !== undefined) {
      const value = values[best.field.key];
      const rows = Array.isArray(value) ? value : [];
      // Empty rows are not sent: entry n of the arguments is the n-th filled row.
      const filled = rows.flatMap((row, i) => (row === '' ? [] : [i]));
      const row = filled[Number(index)];
      message = `Item ${(row ?? Number(index)) + 1}: ${message}`;
    }
    const previous = byKey.get(best.field.key);
    byKey.set(best.field.key, previous ? `${previous} ${message}` : message);
  }
  return { byKey, rest };
}
