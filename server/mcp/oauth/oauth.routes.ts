// PLACEHOLDER until the OAuth helper lands.
import { Hono } from 'hono';
import type { McpDeps } from '../mcp-app';
import type { McpAppEnv } from '../mcp-env';

export function oauthRoutes(_deps: McpDeps) {
  return new Hono<McpAppEnv>();
}
