import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { TokenExpiry } from '../../auth/token-expiry';
import { parseOr422, readJsonObject } from '../../http/body';

const ExpireTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * POST {base_url}/test-hooks/expire-token {"token": "…"}: from now on that
 * member token is answered 401 "expired". Mounted only with TEST_HOOKS=true,
 * so a real deployment (and `npm start`) answers 404.
 */
export function testHooksRoutes(expiry: TokenExpiry) {
  return new Hono().post('/expire-token', async (c) => {
    const { token } = parseOr422(
      ExpireTokenSchema,
      await readJsonObject(c),
      'Send {"token": "<member access token>"}',
    );
    expiry.expire(token);
    return c.body(null, 204);
  });
}
