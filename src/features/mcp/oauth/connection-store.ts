import { z } from 'zod';
import { MCP_PATH, McpScopeSchema } from '@contract/mcp';
import type { McpConnection } from '../types';

/**
 * The one place the console keeps its connection (tokens included): memory,
 * and sessionStorage only while the user opted in to "remember". Never
 * localStorage, never a URL. A module singleton is enough: this code is
 * loaded only on /mcp.
 */
export const REMEMBER_KEY = 'adpanel.mcp.connection';

const ConnectionSchema = z.object({
  origin: z.string(),
  resource: z.string(),
  mode: z.enum(['oauth', 'direct', 'none']),
  scopes: z.array(McpScopeSchema),
  clientId: z.string().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().optional(),
  authorizationServer: z
    .object({
      issuer: z.string(),
      tokenEndpoint: z.string(),
      revocationEndpoint: z.string().optional(),
    })
    .optional(),
}) satisfies z.ZodType<McpConnection>;

// The opt-in itself is stored with the connection, so it survives the
// redirect to the consent page: { connection: null } means "remember what comes".
const RememberedSchema = z.object({ connection: ConnectionSchema.nullable() });

/** This tab's sessionStorage; null where it is blocked (privacy settings, sandboxed frames). */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function createConnectionStore() {
  let connection: McpConnection | null = null;
  let remember = false;
  const listeners = new Set<() => void>();

  const mirror = () => {
    const store = tabStorage();
    if (!store) return;
    if (remember) store.setItem(REMEMBER_KEY, JSON.stringify({ connection }));
    else store.removeItem(REMEMBER_KEY);
  };

  return {
    get: (): McpConnection | null => connection,
    set(next: McpConnection | null) {
      if (next === connection) return;
      connection = next;
      mirror();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isRemembering: () => remember,
    /** On: the connection is mirrored to sessionStorage (this tab only). Off: removed from it. */
    setRemember(on: boolean) {
      remember = on;
      mirror();
    },
    /** At start: the remembered connection (and the opt-in), if there is one. */
    restore(): McpConnection | null {
      const raw = tabStorage()?.getItem(REMEMBER_KEY);
      if (!raw) return connection;
      let parsed: z.infer<typeof RememberedSchema> | undefined;
      try {
        parsed = RememberedSchema.parse(JSON.parse(raw));
      } catch {
        tabStorage()?.removeItem(REMEMBER_KEY);
        return connection;
      }
      remember = true;
      if (parsed.connection && !connection) {
        connection = parsed.connection;
        for (const listener of listeners) listener();
      }
      return connection;
    },
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

export const mcpConnectionStore = createConnectionStore();

/**
 * ALLOW_DIRECT_JWT deployments: the member token as bearer (not recommended:
 * it is no integration key). It grants what the member UI can do.
 */
export function connectDirect(origin: string, memberToken: string): McpConnection {
  const base = origin.replace(/\/+$/, '');
  return {
    origin: base,
    resource: `${base}${MCP_PATH}`,
    mode: 'direct',
    scopes: ['platform:read', 'platform:write'],
    accessToken: memberToken,
  };
}
