import { z } from 'zod';
import type { McpConnection } from './types';

/**
 * Reconnect replaces a working grant only once the new one works. Until the
 * new connection is stored, the old one stays in use (and usable, should the
 * consent fail), and what is needed to revoke it afterwards waits here:
 * its client id, revocation endpoint and refresh token, nothing else.
 *
 * In memory this survives navigation inside the app. The consent page is a
 * full-page trip, though: memory is gone when the callback stores the new
 * connection. The grant is then written to sessionStorage too, but only when
 * the user asked to keep the connection on this tab — the same tokens are
 * already there by that choice. Without it the old grant cannot be revoked
 * after the trip (it is forgotten, and expires on the server).
 */
export const REPLACED_KEY = 'adpanel.mcp.replaced';

const ReplacedGrantSchema = z.object({
  clientId: z.string(),
  refreshToken: z.string(),
  revocationEndpoint: z.string(),
  issuer: z.string(),
  tokenEndpoint: z.string(),
  origin: z.string(),
  resource: z.string(),
});
type ReplacedGrant = z.infer<typeof ReplacedGrantSchema>;

function grantOf(connection: McpConnection): ReplacedGrant | undefined {
  const server = connection.authorizationServer;
  if (!connection.clientId || !connection.refreshToken || !server?.revocationEndpoint)
    return undefined;
  return {
    clientId: connection.clientId,
    refreshToken: connection.refreshToken,
    revocationEndpoint: server.revocationEndpoint,
    issuer: server.issuer,
    tokenEndpoint: server.tokenEndpoint,
    origin: connection.origin,
    resource: connection.resource,
  };
}

/** Just enough of a connection for revocation (oauth/revocation.ts). */
function revocable(grant: ReplacedGrant): McpConnection {
  return {
    origin: grant.origin,
    resource: grant.resource,
    mode: 'oauth',
    scopes: [],
    clientId: grant.clientId,
    refreshToken: grant.refreshToken,
    authorizationServer: {
      issuer: grant.issuer,
      tokenEndpoint: grant.tokenEndpoint,
      revocationEndpoint: grant.revocationEndpoint,
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function createReplacedGrants(options: {
  revoke: (connection: McpConnection) => Promise<void>;
  storage?: () => Storage | null;
}) {
  const storage = options.storage ?? defaultStorage;
  let memory: ReplacedGrant | undefined;
  let persisted = false;

  const write = (grant: ReplacedGrant | undefined) => {
    memory = grant;
    try {
      if (grant && persisted) storage()?.setItem(REPLACED_KEY, JSON.stringify(grant));
      else storage()?.removeItem(REPLACED_KEY);
    } catch {
      // Storage may be blocked or full: memory still has it.
    }
  };

  const read = (): ReplacedGrant | undefined => {
    if (memory) return memory;
    const raw = storage()?.getItem(REPLACED_KEY);
    if (!raw) return undefined;
    try {
      const parsed = ReplacedGrantSchema.safeParse(JSON.parse(raw));
      if (parsed.success) {
        persisted = true;
        memory = parsed.data;
        return memory;
      }
    } catch {
      // A broken entry is dropped below.
    }
    storage()?.removeItem(REPLACED_KEY);
    return undefined;
  };

  const revokeAndDrop = (grant: ReplacedGrant) => {
    write(undefined);
    persisted = false;
    // Best effort (RFC 7009): the grant is forgotten either way.
    void options.revoke(revocable(grant)).catch(() => {});
  };

  return {
    /**
     * Before leaving for the consent page: the connection being replaced.
     * `persist`: "Keep the connection on this tab" is on (it may cross the trip).
     */
    keep(connection: McpConnection, persist: boolean) {
      const grant = grantOf(connection);
      persisted = persist && grant !== undefined;
      write(grant);
    },
    /** The attempt failed before it left the page: the old connection stays, nothing to revoke. */
    drop() {
      write(undefined);
      persisted = false;
    },
    /**
     * The connection store's current connection. Another grant in its place
     * (or none): the replaced one is revoked, once. The replaced one itself
     * (after a token refresh, too): it is still in use and stays; on page
     * start, when no consent is on its way any more, the attempt is over
     * and the record is dropped without revoking anything.
     */
    settle(current: McpConnection | null, at: { start: boolean; consentPending: boolean }) {
      const grant = read();
      if (!grant) return;
      if (current?.clientId !== grant.clientId) {
        revokeAndDrop(grant);
        return;
      }
      if (at.start && !at.consentPending) {
        write(undefined);
        persisted = false;
        return;
      }
      // The same grant, refreshed meanwhile: follow its newest refresh token.
      if (current.refreshToken && current.refreshToken !== grant.refreshToken)
        write({ ...grant, refreshToken: current.refreshToken });
    },
    /** Sign-out or another member: revoke what was waiting, whatever comes. */
    revokeNow() {
      const grant = read();
      if (grant) revokeAndDrop(grant);
    },
    /** For tests and the page: is a replaced grant waiting? */
    pending: () => read() !== undefined,
  };
}

export type ReplacedGrants = ReturnType<typeof createReplacedGrants>;
