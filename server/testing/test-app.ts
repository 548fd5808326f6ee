import { existsSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { createMcpApp } from '../mcp/mcp-app';
import type { McpAppEnv } from '../mcp/mcp-env';
import { signMemberToken } from '../auth/member-token';
import { openDatabase, openDatabaseImage } from '../db/open';
import { DEMO_PUBLISHERS } from '../db/seed-publishers';
import { readEnv, type Env, type McpEnv } from '../env';
import { seededImage } from './seed-image-cache';
import type { AppEnv } from '../http/app-env';

export interface TestAppOptions {
  env?: Partial<Env>;
  /** Overrides of the MCP origin's settings (quota, token lifetimes, ALLOW_DIRECT_JWT…). */
  mcp?: Partial<McpEnv>;
  /** Defaults to ':memory:'; give a file path to test persistence. */
  dbPath?: string;
  /** Last day of seeded traffic; fixed by default so report tests are stable. */
  today?: string;
  /** Receives the request log; silent by default. */
  log?: (line: string) => void;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Database.Database;
  env: Env;
  tokens: { demo: string; lowBalance: string; otherTenant: string };
  publisherKeys: { both: string; xmlOnly: string; searchOnly: string };
  /** A fetch that answers every URL (absolute or relative) from the in-process app. */
  fetch: typeof fetch;
  /** The customer MCP origin on the same database. */
  mcpApp: Hono<McpAppEnv>;
  /** The acme tenant's MCP origin (http://localhost:8788) and globex's. */
  mcpOrigins: { acme: string; globex: string };
  /** Like `fetch`, answered by the MCP origin: give it absolute URLs (the Host decides the tenant). */
  mcpFetch: typeof fetch;
}

export const TEST_TODAY = '2026-11-20';

// Seeded images per traffic end date: every in-memory test app starts from a copy.
const images = new Map<string, Buffer>();

function openTestDatabase(dbPath: string, today: string) {
  if (dbPath !== ':memory:') {
    // A new file starts as the seeded image (what the seed would write, without its 2.4 s);
    // an existing one is opened as it is, as the server opens its file.
    if (!existsSync(dbPath)) writeFileSync(dbPath, seededImage(today));
    return openDatabase(dbPath, { today });
  }
  let image = images.get(today);
  if (!image) {
    image = seededImage(today);
    images.set(today, image);
  }
  return openDatabaseImage(image);
}

function demoKey(index: number): string {
  const publisher = DEMO_PUBLISHERS[index];
  if (!publisher) throw new Error(`No demo publisher ${index}`);
  return publisher.key;
}

/**
 * The reference API on a private seeded database, with credentials for the
 * three demo members and the three publisher keys. The dashboard's client and
 * component tests hand `fetch` to the typed client instead of mocking it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env: Env = {
    ...readEnv({}),
    dbPath: options.dbPath ?? ':memory:',
    staticDir: 'test-no-dashboard-build',
    demo: true,
    testHooks: true,
    ...options.env,
  };
  env.mcp = { ...env.mcp, ...options.mcp };
  const db = openTestDatabase(env.dbPath, options.today ?? TEST_TODAY);
  const app = createApp({ db, env, log: options.log ?? (() => {}) });
  const token = (uid: number, tenant: string, name: string) =>
    signMemberToken(env.jwtSecret, { uid, tenant, name });
  const tokens = {
    demo: await token(1001, 'acme', 'Demo Advertiser'),
    lowBalance: await token(1002, 'acme', 'Low Balance Advertiser'),
    otherTenant: await token(2001, 'globex', 'Globex Advertiser'),
  };
  const mcpApp = createMcpApp({ db, env, log: options.log ?? (() => {}) });
  const testFetch = inProcessFetch(app);
  return {
    app,
    db,
    env,
    tokens,
    publisherKeys: { both: demoKey(0), xmlOnly: demoKey(1), searchOnly: demoKey(2) },
    fetch: testFetch,
    mcpApp,
    mcpOrigins: {
      acme: env.mcp.origins.find((o) => o.tenant === 'acme')?.origin ?? '',
      globex: env.mcp.origins.find((o) => o.tenant === 'globex')?.origin ?? '',
    },
    mcpFetch: inProcessFetch(mcpApp),
  };
}

/** fetch answered by a Hono app in-process, honouring AbortSignal. */
function inProcessFetch(app: { request: Hono['request'] }): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    // The signal stays out of the Request: a DOM environment's own AbortSignal
    // (happy-dom's, for one) is rejected by Node's Request constructor.
    // Aborting still rejects the call, as a real fetch would.
    const { signal, ...rest } = init ?? {};
    if (signal?.aborted) return Promise.reject(signal.reason);
    const answer = app.request(input instanceof Request ? input : String(input), rest);
    if (!signal) return Promise.resolve(answer);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      // Clients such as the MCP SDK reuse one signal for many requests: let go of it.
      Promise.resolve(answer)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  }) as typeof fetch;
}
