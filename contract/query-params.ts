import * as z from 'zod/mini';
import { isRealDate } from './common';

/**
 * Building blocks of the query-string schemas (CampaignListQuerySchema,
 * XmlStatsQuerySchema, SearchReportQuerySchema). The server parses each
 * request's query with those schemas at its edge, and the dashboard's request
 * builders are tested against them, so the two cannot drift
 * (docs/decisions/028-query-strings-parsed-by-the-contract.md).
 *
 * A schema reads a query string as Hono's query validator hands it over and
 * `queryRecord` builds it: one string per parameter, an array when the
 * parameter repeats. Rules every parameter shares:
 * - a blank value counts as absent (forms send "?status=");
 * - only a parameter the contract lets repeat (types) may repeat; any other
 *   one given twice is refused instead of read as its first or its last value;
 * - spaces around numbers and dates are ignored; keywords are exact;
 * - a bad single-valued parameter gets exactly one message, which names it.
 */

/** A query string as the schemas read it. */
export type QueryRecord = Record<string, string | string[]>;

/**
 * What a client writes for a parsed query T: the same parameter names, the
 * values before the server reads them (a list repeats its name). Typing a
 * request builder with it keeps its names those of the contract.
 */
export type WireQuery<T> = { [K in keyof T]?: string | number | ReadonlyArray<string | number> };

/** URLSearchParams in the shape the schemas read (and Hono's validator gives). */
export function queryRecord(params: URLSearchParams): QueryRecord {
  const record: QueryRecord = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * One value of a parameter: its text passes `checks` (blank always does), is
 * read with `read` unless blank, and the result must pass `value`. Absent and
 * blank reach `value` as undefined.
 */
function single<V extends z.ZodMiniType>(
  name: string,
  message: string,
  checks: z.core.$ZodCheck<string>[],
  read: (text: string) => unknown,
  value: V,
) {
  const text = z.string({
    error: (issue) => (Array.isArray(issue.input) ? `${name} must be given once` : message),
  });
  return z.pipe(
    z.optional(text.check(...checks)),
    z.pipe(
      z.transform((raw: string | undefined) => (isBlank(raw) ? undefined : read(raw as string))),
      value,
    ),
  );
}

/** `schema`, with `fallback` when the parameter is absent or blank. */
export function withDefault<S extends z.ZodMiniType, T extends NonNullable<z.output<S>>>(
  schema: S,
  fallback: T,
) {
  return z.pipe(
    schema,
    z.transform((value: z.output<S>) => (value ?? fallback) as NonNullable<z.output<S>>),
  );
}

/** `schema`, which must be given: absent or blank is `message`. */
export function required<S extends z.ZodMiniType>(schema: S, message: string) {
  return z.pipe(
    schema,
    z.transform((value: z.output<S>, ctx) => {
      if (value !== undefined) return value as NonNullable<z.output<S>>;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

// Not /^\s*(-?\d+)?\s*$/: with both runs of spaces able to take the same spaces, a long
// run of them before a wrong character is split every way before the match fails.
const WHOLE_OR_BLANK = /^\s*(?:-?\d+\s*)?$/;

/**
 * A whole number written in decimal digits (a minus sign and leading zeros
 * allowed) within [min, max]. Past 2^53 a number cannot be read back exactly,
 * so another id than the one asked for would be answered: refused too.
 * `message`, when given, is the one message for every way the value is wrong.
 */
export function wholeNumberParam(
  name: string,
  rule: { min: number; max?: number; message?: string },
) {
  const { min, max, message } = rule;
  const malformed = message ?? `${name} must be a whole number`;
  const outOfRange =
    message ??
    (max === undefined
      ? `${name} must be at least ${min}`
      : `${name} must be between ${min} and ${max}`);
  const tooLarge = message ?? `${name} must be at most ${Number.MAX_SAFE_INTEGER}`;
  const bounds: z.core.$ZodCheck<number>[] = [z.minimum(min, outOfRange)];
  if (max !== undefined) bounds.push(z.maximum(max, outOfRange));
  return single(
    name,
    malformed,
    [z.regex(WHOLE_OR_BLANK, malformed)],
    Number,
    z.optional(z.pipe(z.int({ error: tooLarge }), z.number().check(...bounds))),
  );
}

/** One of `values`, exactly as written. */
export function oneOfParam<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
) {
  const message = `${name} must be one of: ${values.join(', ')}`;
  return single(name, message, [], (text) => text, z.optional(z.enum(values, { error: message })));
}

/** Free text, as given (blank counts as absent). */
export function textParam(name: string) {
  return single(name, `${name} must be text`, [], (text) => text, z.optional(z.string()));
}

/** A real calendar day written YYYY-MM-DD; always required. */
export function dayParam(name: string) {
  const malformed = `${name} must be a date in the format YYYY-MM-DD`;
  return required(
    single(
      name,
      malformed,
      [z.refine((text: string) => isBlank(text) || isRealDate(text.trim()), malformed)],
      (text) => text.trim(),
      z.optional(z.string()),
    ),
    `${name} is required (YYYY-MM-DD)`,
  );
}

/**
 * A parameter that may repeat (types=1&types=3). A comma-joined value
 * (types=1,3) is read as the same list; blanks are skipped; no value at all
 * is absent. Each element is checked by `item` (its issues name the parameter).
 */
export function listParam<T>(item: z.ZodMiniType<T, string>) {
  return z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.pipe(
      z.transform((raw: string | string[] | undefined) => {
        const parts = (raw === undefined ? [] : [raw].flat())
          .flatMap((value) => value.split(','))
          .map((part) => part.trim())
          .filter((part) => part !== '');
        return parts.length ? parts : undefined;
      }),
      z.optional(z.array(item)),
    ),
  );
}

/** One element of a list: a whole number (any sign); its message quotes the bad part. */
export function wholeNumberItem(name: string) {
  return z.pipe(
    z.string().check(
      z.refine((text: string) => /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)), {
        error: (issue) => `${name} must be whole numbers, got "${String(issue.input)}"`,
      }),
    ),
    z.transform(Number),
  );
}
