import { MAX_JSON_DEPTH, textNestsDeeperThan } from './json-depth';
import type { Context } from 'hono';
import { z } from 'zod';
import type { FieldErrors } from '@contract/common';
import { HttpError, validationError } from './errors';

/**
 * The JSON body as an object, or a 400 that says what is wrong with it. The
 * nesting is judged on the text, before JSON.parse spends any time on it.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (textNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * zod issues as the error body's field map: {"icon.url": ["Expected string"]}.
 * `depth` cuts paths short: a query string is flat, so an issue of the third
 * `types` value is one of `types` (depth 1), not of "types.2".
 */
export function issuesToFieldErrors(error: z.core.$ZodError, depth = Infinity): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.slice(0, depth).map(String).join('.') : '_';
    (out[path] ??= []).push(issue.message);
  }
  // One message per bad item made the answer many times the request: `types=a,b,…` of
  // 16 KB answered 205 KB (decision 071). Ten say what is wrong; the count says how much.
  for (const [path, messages] of Object.entries(out))
    if (messages.length > MAX_FIELD_MESSAGES) {
      const more = messages.length - MAX_FIELD_MESSAGES;
      out[path] = [...messages.slice(0, MAX_FIELD_MESSAGES), `…and ${more} more like these`];
    }
  return out;
}

/** The most messages one field of an error body lists. */
const MAX_FIELD_MESSAGES = 10;

export function parseOr422<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  message: string,
): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw validationError(issuesToFieldErrors(parsed.error), message);
  return parsed.data;
}
