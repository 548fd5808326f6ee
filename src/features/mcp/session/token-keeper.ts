import type { Refresher } from '../oauth/refresh';
import { withTokens, type McpTokens } from '../oauth/tokens';
import { McpHttpFailure, type McpConnection } from '../types';

// Refresh a little before expiry, so a request never leaves with a token that dies on the way.
const EXPIRY_MARGIN_MS = 30_000;

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;

/**
 * The session's current connection and its tokens. The SDK never looks at
 * expires_in (FINDINGS §1), so this refreshes before expiry and once after a
 * 401, always through the single-flight refresher, and reports new tokens.
 */
export function createTokenKeeper(opts: {
  connection: McpConnection;
  refresher: Refresher | null;
  onConnectionChange: (connection: McpConnection) => void;
}) {
  let connection = opts.connection;

  const canRefresh = () =>
    connection.mode === 'oauth' && Boolean(connection.refreshToken) && opts.refresher !== null;

  /** New tokens, refreshed here or adopted from another tab: the page stores (and mirrors) them. */
  const apply = (tokens: McpTokens) => {
    connection = withTokens(connection, tokens);
    opts.onConnectionChange(connection);
  };

  async function refresh(): Promise<void> {
    const used = connection.refreshToken;
    if (!used || !opts.refresher) return;
    const tokens = await opts.refresher.refreshOnce(used);
    // Concurrent callers share one refresh: the first to land applies it.
    if (connection.refreshToken !== used) return;
    apply(tokens);
  }

  // Another tab rotated the refresh token this connection holds: it is spent, adopt the new ones.
  const stopFollowing =
    opts.refresher?.follow({
      refreshToken: () => (connection.mode === 'oauth' ? connection.refreshToken : undefined),
      adopt: apply,
    }) ?? (() => {});

  return {
    current: () => connection,
    /** The bearer to send, refreshed first when it has expired or is about to. */
    async bearer(): Promise<string | undefined> {
      if (connection.mode === 'none') return undefined;
      const expiresAt = connection.expiresAt;
      if (canRefresh() && expiresAt !== undefined && expiresAt - Date.now() <= EXPIRY_MARGIN_MS) {
        try {
          await refresh();
        } catch (err) {
          // A token that is still valid may be used while the refresh is refused only for now.
          const definitive = err instanceof McpHttpFailure && err.kind === 'reconnect';
          if (definitive || expiresAt <= Date.now()) throw err;
        }
      }
      return connection.accessToken;
    },
    /** After a 401 for `used`: true when a retry with a newer token makes sense. */
    async renewAfterUnauthorized(used: string | undefined): Promise<boolean> {
      if (connection.accessToken !== used) return true;
      if (!canRefresh()) return false;
      await refresh();
      return connection.accessToken !== used;
    },
    /** Stops following rotations by other tabs (the session closes). */
    stop: stopFollowing,
  };
}
