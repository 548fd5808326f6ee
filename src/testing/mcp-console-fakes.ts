import { QueryClient } from '@tanstack/react-query';
import { mcpKeys, sessionIdOf } from '@/features/mcp/api/mcp-queries';
import {
  createConsoleServices,
  type ConnectionSource,
  type ConsoleServices,
  type ConsoleServicesOptions,
} from '@/features/mcp/console-services';
import type { McpSession } from '@/features/mcp/session/mcp-session';
import type { McpConnection } from '@/features/mcp/types';

/**
 * Stand-ins for the MCP console's unit tests of its own state (member
 * changes, connect actions, the services). Tests of the protocol itself use
 * the real reference origin instead.
 */

/** A session that answers every list empty and every call with nothing. */
export const idleSession: McpSession = {
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

/** The console's services over `session` (or `open`), for a panel's test; pass the same queryClient to renderWithApp. */
export function testConsoleServices(
  options: Partial<ConsoleServicesOptions> & { session?: McpSession } = {},
): ConsoleServices {
  const { session = idleSession, ...rest } = options;
  return createConsoleServices({
    connections: memorySource(null),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    open: async () => session,
    revoke: async () => {},
    ...rest,
  });
}

/** The open session of the services' current connection, if any. */
export function openSessionOf(services: ConsoleServices): McpSession | undefined {
  const connection = services.connections.get();
  return connection
    ? services.queryClient.getQueryData<McpSession>(mcpKeys.session(sessionIdOf(connection)))
    : undefined;
}

/** Web Storage in memory, for tests in the node environment (oauth4webapi's crypto needs its realm). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
