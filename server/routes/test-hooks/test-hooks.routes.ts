import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { TokenExpiry } from '../../auth/token-expiry';
import { parseOr422, readJsonObject } from '../../http/body';
import { createTestMember } from './test-members';

const ExpireTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });
const TestMemberSchema = z.object({
  campaigns: z.number().check(z.int(), z.minimum(1), z.maximum(2_000)),
  tenant: z._default(z.enum(['acme', 'globex']), 'acme'),
  balanceCents: z._default(z.number().check(z.int(), z.minimum(0)), 100_000),
});

/**
 * Routes for the browser tests, mounted only with TEST_HOOKS=true, so a real
 * deployment (and `npm start`) answers 404:
 * - POST {base_url}/test-hooks/expire-token {"token"}: from now on that member
 *   token is answered 401 "expired";
 * - POST {base_url}/test-hooks/members {"campaigns", "tenant"?, "balanceCents"?}:
 *   a new member with its own campaigns and a token (test-members.ts).
 */
export function testHooksRoutes(deps: {
  db: Database.Database;
  jwtSecret: string;
  expiry: TokenExpiry;
}) {
  return new Hono()
    .post('/expire-token', async (c) => {
      const { token } = parseOr422(
        ExpireTokenSchema,
        await readJsonObject(c),
        'Send {"token": "<member access token>"}',
      );
      deps.expiry.expire(token);
      return c.body(null, 204);
    })
    .post('/members', async (c) => {
      const request = parseOr422(
        TestMemberSchema,
        await readJsonObject(c),
        'Send {"campaigns": 1…2000, "tenant"?: "acme" | "globex", "balanceCents"?: 0…}',
      );
      return c.json(await createTestMember(deps.db, deps.jwtSecret, request), 201);
    });
}
