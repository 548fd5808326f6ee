// PLACEHOLDER until the OAuth helper lands: refuses every request.
import { createMiddleware } from 'hono/factory';
import type { McpDeps } from '../mcp-app';
import type { McpAppEnv } from '../mcp-env';
import { McpHttpError } from '../mcp-http-error';

export function bearerAuth(_deps: McpDeps) {
  return createMiddleware<McpAppEnv>(async () => {
    throw new McpHttpError(401, 'invalid_token', 'not implemented');
  });
}
