// Part of the auth feature's public API: other features may import this file
// (AUTH_PUBLIC_API in eslint/import-zones.js). Change its exports with them in mind.

import { useNavigate } from '@tanstack/react-router';
import { useAppContext } from '@/router-context';
import { safeRedirect } from './safe-redirect';

/**
 * What the MCP console keeps in this tab's sessionStorage: the connection
 * kept on opt-in ('adpanel.mcp.connection'), the OAuth round trip
 * ('adpanel.mcp.pending') and what goes with them. Named here by prefix, not
 * imported: the console's code is loaded only on /mcp.
 */
export const MCP_STORAGE_PREFIX = 'adpanel.mcp.';

/** Removes every MCP console entry from this tab's sessionStorage. */
export function forgetMcpStorage(storage: Storage | null = sessionStorageOrNull()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(MCP_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage may be blocked: there is nothing in it then.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets both credentials (memory and sessionStorage) and every cached
 * response, so nothing of the previous session stays on screen or in memory.
 * The MCP connection goes too: its sessionStorage entries here, and the
 * console (when it was loaded) forgets and revokes it on the sign-out itself,
 * since it follows the credentials store.
 */
export function useSignOut() {
  const { auth, queryClient } = useAppContext();
  const navigate = useNavigate();
  return async (options: { returnTo?: string } = {}) => {
    forgetMcpStorage();
    auth.credentials.signOut();
    auth.sessionExpiry.clear();
    queryClient.clear();
    await navigate({ to: '/sign-in', search: { redirect: safeRedirect(options.returnTo) } });
  };
}
