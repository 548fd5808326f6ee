import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
 *   a new member with its own campaigns and a token (test-members.ts);
 * - GET {base_url}/test-hooks/vitals: the heap in use after a full garbage
 *   collection (when the process runs with --expose-gc) and the report export
 *   slots taken and the Search report answers still open, for the chaos
 *   suite's "nothing held after the round".
 */
export function testHooksRoutes(deps: {
  db: Database.Database;
  jwtSecret: string;
  expiry: TokenExpiry;
  exportSlotsInUse: () => number;
  /** Search report answers still open (in the worker or on the main thread). */
  searchReportsRunning: () => number;
}) {
  // The longest the event loop was blocked since the last vitals read.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  return new Hono()
    .get('/vitals', (c) => {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const memory = process.memoryUsage();
      const vitals = {
        heapUsedBytes: memory.heapUsed,
        // Native memory V8 is told about: Buffers, and zlib's engines.
        externalBytes: memory.external,
        collected: gc !== undefined,
        exportSlotsInUse: deps.exportSlotsInUse(),
        searchReportsRunning: deps.searchReportsRunning(),
        eventLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
      };
      loopDelay.reset();
      return c.json(vitals);
    })
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
