import { createMiddleware } from 'hono/factory';
import { MCP_PATH } from '@contract/mcp';
import type { McpOriginEntry } from '../env';
import type { CustomerOrigin, McpAppEnv } from './mcp-env';
import { McpHttpError } from './mcp-http-error';

/**
 * 421 for any Host that is not an enabled customer MCP origin, on every path.
 * The verified origin (scheme from configuration, never from the request) is
 * what metadata, issuer and token audience are built from.
 */
export function customerOrigin(entries: readonly McpOriginEntry[]) {
  const byHost = new Map<string, CustomerOrigin>(
    entries.map((e) => [
      new URL(e.origin).host,
      { origin: e.origin, tenant: e.tenant, resource: `${e.origin}${MCP_PATH}` },
    ]),
  );
  return createMiddleware<McpAppEnv>(async (c, next) => {
    const host = (c.req.header('Host') ?? new URL(c.req.url).host).toLowerCase();
    const customer = byHost.get(host);
    if (!customer) {
      throw new McpHttpError(
        421,
        'misdirected_request',
        'This host is not an enabled customer MCP domain: use the exact MCP host of your account',
      );
    }
    c.set('customer', customer);
    await next();
  });
}
