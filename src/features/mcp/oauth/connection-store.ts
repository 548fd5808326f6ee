import { z } from 'zod';
import { MCP_PATH } from '@contract/mcp';
import { parseJson } from '../results/json-text';
import { ConnectionSchema, type McpConnection } from '../types';
import { createValueStore } from '../value-store';
import { withoutTrailingSlashes } from '@/lib/trim-end';

/**
 * The one place the console keeps its connection (tokens included): memory,
 * and sessionStorage only while the user opted in to "remember". Never
 * localStorage, never a URL. A module singleton is enough: this code is
 * loaded only on /mcp.
 */
export const REMEMBER_KEY = 'adpanel.mcp.connection';

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
  const store = createValueStore<McpConnection | null>(null);
  let remember = false;

  const mirror = (connection = store.get()) => {
    // A direct connection's token is the member token itself: it is kept (or not) by the
    // dashboard's own sign-in, never a second time here; `restore` takes it from there.
    const kept =
      connection?.mode === 'direct' ? { ...connection, accessToken: undefined } : connection;
    if (remember) tabStorage()?.setItem(REMEMBER_KEY, JSON.stringify({ connection: kept }));
    else tabStorage()?.removeItem(REMEMBER_KEY);
  };

  return {
    get: store.get,
    set(next: McpConnection | null) {
      if (next === store.get()) return;
      mirror(next);
      store.set(next);
    },
    subscribe: store.subscribe,
    isRemembering: () => remember,
    /** On: the connection is mirrored to sessionStorage (this tab only). Off: removed from it. */
    setRemember(on: boolean) {
      remember = on;
      mirror();
    },
    /**
     * At start: the remembered connection (and the opt-in), if there is one. A direct one
     * comes back with `memberToken` (the dashboard's, as signed in now), or not at all.
     */
    restore(memberToken?: string): McpConnection | null {
      const raw = tabStorage()?.getItem(REMEMBER_KEY);
      if (!raw) return store.get();
      const json = parseJson(raw);
      const parsed = json.ok ? RememberedSchema.safeParse(json.value) : undefined;
      if (!parsed?.success) {
        tabStorage()?.removeItem(REMEMBER_KEY);
        return store.get();
      }
      remember = true;
      const kept = parsed.data.connection;
      const usable =
        kept?.mode === 'direct'
          ? memberToken
            ? { ...kept, accessToken: memberToken }
            : null
          : kept;
      if (usable && !store.get()) store.set(usable);
      return store.get();
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
  const base = withoutTrailingSlashes(origin);
  return {
    origin: base,
    resource: `${base}${MCP_PATH}`,
    mode: 'direct',
    scopes: ['platform:read', 'platform:write'],
    accessToken: memberToken,
  };
}
