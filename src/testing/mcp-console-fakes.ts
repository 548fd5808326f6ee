import type { ConnectionSource, ConsoleSession } from '../features/mcp/console-session';
import type { McpConnection } from '../features/mcp/types';

/**
 * Stand-ins for the MCP console's unit tests of its own state (grants, member
 * changes, connect actions, the controller). Tests of the protocol itself use
 * the real reference origin instead.
 */

/** A session that answers every list empty and every call with nothing. */
export const idleSession: ConsoleSession = {
  serverInfo: { name: 'fake', version: '1' },
  listTools: async () => [],
  listResources: async () => [],
  listPrompts: async () => [],
  callTool: async () => ({ content: [] }),
  readResource: async () => ({ contents: [] }),
  getPrompt: async () => ({ messages: [] }),
  close: async () => {},
};

/** An OAuth connection to http://mcp.test with a revocation endpoint. */
export function oauthTestConnection(clientId: string, refreshToken: string): McpConnection {
  return {
    origin: 'http://mcp.test',
    resource: 'http://mcp.test/mcp',
    mode: 'oauth',
    scopes: ['platform:read'],
    clientId,
    accessToken: `access-${refreshToken}`,
    refreshToken,
    expiresAt: Date.now() + 600_000,
    authorizationServer: {
      issuer: 'http://mcp.test',
      tokenEndpoint: 'http://mcp.test/oauth/token',
      revocationEndpoint: 'http://mcp.test/oauth/revoke',
    },
  };
}

/** A connection source held in a variable, with listeners (the store's contract). */
export function memorySource(initial: McpConnection | null): ConnectionSource {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
