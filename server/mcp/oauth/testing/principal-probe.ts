import { Hono } from 'hono';
import { createIdentitiesRepository } from '../../../auth/identities.repository';
import type { TestApp } from '../../../testing/test-app';
import { customerOrigin } from '../../customer-origin';
import type { McpAppEnv } from '../../mcp-env';
import { McpHttpError } from '../../mcp-http-error';
import { bearerAuth } from '../bearer-auth';

/**
 * The bearer middleware alone in a tiny app whose POST /mcp answers with the
 * principal it set: tests see exactly who a token speaks for, whatever the
 * real tools router does.
 */
export function principalProbe(t: TestApp): (url: string, init?: RequestInit) => Promise<Response> {
  const app = new Hono<McpAppEnv>();
  app.use('*', customerOrigin(t.env.mcp.origins));
  app.use(
    '/mcp',
    bearerAuth({ db: t.db, env: t.env, identities: createIdentitiesRepository(t.db) }),
  );
  app.post('/mcp', (c) => c.json(c.var.principal));
  app.onError((err) => {
    if (err instanceof McpHttpError) return err.toResponse();
    throw err;
  });
  return async (url, init) => app.request(url, init);
}
