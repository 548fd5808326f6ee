import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as z from 'zod/mini';
import type { AppEnv } from './app-env';
import { issuesToFieldErrors } from './body';
import { validationError } from './errors';

/**
 * The query string, parsed at the edge with a contract schema
 * (docs/decisions/028): a handler behind it reads `c.req.valid('query')`
 * and never sees a raw parameter. Any bad parameter is a 422 in the
 * contract's error envelope, `errors` naming every bad parameter at once.
 */
export function validQuery<S extends z.ZodMiniType>(schema: S, message: string) {
  return validator('query', (value) => {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) throw validationError(issuesToFieldErrors(parsed.error, 1), message);
    return parsed.data as z.output<S>;
  });
}

/** The context of a handler behind `validQuery(schema)`; T is the schema's output. */
export type WithQuery<T> = Context<AppEnv, string, { out: { query: T } }>;
