import '@contract/zod-locale';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { MCP_PATH } from '@contract/mcp';
import { createIdentitiesRepository } from '../auth/identities.repository';
import type { Env } from '../env';
import { headWithoutBody } from '../middleware/head-without-body';
import { requestLog } from '../middleware/request-log';
import { securityHeaders } from '../middleware/security-headers';
import { customerOrigin } from './customer-origin';
import type { McpAppEnv } from './mcp-env';
import { McpHttpError } from './mcp-http-error';
import { bearerAuth } from './oauth/bearer-auth';
import { oauthRoutes } from './oauth/oauth.routes';
import { createQuota } from '../http/quota';
import { budgetUsedUp } from './message-quota';
import { checkReadiness } from './readiness';
import { mcpRoutes } from './tools/mcp.routes';
import { ABORTED_BODY_MESSAGE, isClientAbort } from '../http/client-abort';

export interface McpAppDeps {
  db: Database.Database;
  env: Env;
  log?: (line: string) => void;
}

/**
 * The customer MCP origin (a second listener, e.g. http://localhost:8788):
 * discovery, the OAuth authorization server and POST /mcp. Built on the same
 * database as the REST API (docs/decisions/018-mcp-endpoint.md).
 */
export function createMcpApp({ db, env, log = console.log }: McpAppDeps): Hono<McpAppEnv> {
  const tenants = new Set(
    (db.prepare('SELECT id FROM tenants').all() as { id: string }[]).map((t) => t.id),
  );
  for (const entry of env.mcp.origins)
    if (!tenants.has(entry.tenant))
      throw new Error(`MCP_ORIGINS maps ${entry.origin} to unknown tenant "${entry.tenant}"`);

  const identities = createIdentitiesRepository(db);
  const deps = { db, env, identities };
  const mcpQuota = createQuota(env.mcp.quota);
  const app = new Hono<McpAppEnv>();

  app.use('*', headWithoutBody, securityHeaders(env), requestLog(log));
  // Preflights are answered before the host check so that a browser can read
  // the 421 (or any refusal) of the real request. Bearer tokens, no cookies.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Mcp-Protocol-Version',
        'Mcp-Session-Id',
        'Last-Event-ID',
      ],
      exposeHeaders: ['WWW-Authenticate', 'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use('*', customerOrigin(env.mcp.origins));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', (c) => {
    const readiness = checkReadiness(db);
    if (!readiness.ready) c.header('Retry-After', '5');
    return c.json(
      { status: readiness.ready ? 'ready' : 'unavailable', ...readiness.checks },
      readiness.ready ? 200 : 503,
    );
  });
  // Everything else needs its storage: refuse with 503 rather than fail half-way.
  app.use('*', async (_c, next) => {
    if (!checkReadiness(db).ready)
      throw new McpHttpError(
        503,
        'temporarily_unavailable',
        'OAuth or durable storage is unavailable',
        {
          'Retry-After': '5',
        },
      );
    await next();
  });

  app.route('/', oauthRoutes(deps));

  app.use(MCP_PATH, bearerAuth(deps), async (c, next) => {
    // One unit for the HTTP request; a batch's other messages are taken once it is read.
    const taken = mcpQuota.take(c.get('principal').quotaKey);
    if (!taken.ok) throw budgetUsedUp(taken.retryAfterSeconds);
    await next();
  });
  app.route(MCP_PATH, mcpRoutes(deps, mcpQuota));

  app.notFound((c) => c.json({ error: 'not_found', error_description: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof McpHttpError) return err.toResponse();
    if (isStorageUnavailable(err)) {
      log(`STORAGE ${c.req.method} ${c.req.path}: ${err.message}`);
      return new McpHttpError(503, 'temporarily_unavailable', 'Storage is unavailable', {
        'Retry-After': '5',
      }).toResponse();
    }
    if (isClientAbort(err, c.req.raw))
      return c.json({ error: 'invalid_request', error_description: ABORTED_BODY_MESSAGE }, 400);
    log(`ERROR ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return c.json({ error: 'server_error', error_description: 'Internal server error' }, 500);
  });
  return app;
}
/** SQLite failures that mean "storage unavailable" (contract: 503), not a bug (500). */
function isStorageUnavailable(err: Error): boolean {
  if (err instanceof Database.SqliteError)
    return /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|NOMEM)/.test(err.code);
  return err instanceof TypeError && /database connection is not open/i.test(err.message);
}
