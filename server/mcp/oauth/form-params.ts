import { InvalidRequestError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { Context } from 'hono';

/** The body of a form POST (the token, revocation and consent endpoints). */
export async function readForm(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new InvalidRequestError('Send the parameters as application/x-www-form-urlencoded');
  return new URLSearchParams(await c.req.text());
}

/**
 * One parameter's value; absent or empty is undefined. RFC 6749 §3.1/§3.2:
 * a parameter sent more than once makes the request invalid.
 */
export function param(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new InvalidRequestError(`${name} is given more than once`);
  return values[0] || undefined;
}

export function requiredParam(params: URLSearchParams, name: string): string {
  const value = param(params, name);
  if (value === undefined) throw new InvalidRequestError(`${name} is required`);
  return value;
}
