import { McpHttpFailure, type McpConnection, type McpTokens } from '../types';

// Refresh a little before expiry, so a request never leaves with a token that dies on the way.
const EXPIRY_MARGIN_MS = 30_000;

export type RefreshTokens = (connection: McpConnection, refreshToken: string) => Promise<McpTokens>;

/**
 * The connection with new tokens. A refresh answer without a refresh token
 * means the old one stays valid (RFC 6749 §6); without scope, the scopes stay.
 */
export function withTokens(connection: McpConnection, tokens: McpTokens): McpConnection {
  return {
    ...connection,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? connection.refreshToken,
    expiresAt: tokens.expiresAt,
    scopes: tokens.scopes ?? connection.scopes,
  };
}

/** A refusal a retry cannot change: the token is spent or the grant is gone. */
const isDefinitive = (err: unknown) =>
  err instanceof McpHttpFailure && err.status >= 400 && err.status < 500 && err.status !== 429;

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;

/**
 * The session's current connection and its tokens. The SDK never looks at
 * expires_in, so this refreshes before expiry and once after a 401. Concurrent
 * callers share one refresh; a refusal (invalid_grant) is never presented
 * again: the page offers "Reconnect".
 */
export function createTokenKeeper(opts: {
  connection: McpConnection;
  refresh: RefreshTokens | null;
  onConnectionChange: (connection: McpConnection) => void;
}) {
  let connection = opts.connection;
  let flight: Promise<void> | undefined;
  let refused: unknown;

  const canRefresh = () =>
    connection.mode === 'oauth' && Boolean(connection.refreshToken) && opts.refresh !== null;

  function refresh(): Promise<void> {
    const used = connection.refreshToken;
    if (!used || !opts.refresh) return Promise.resolve();
    if (refused) return Promise.reject(refused);
    flight ??= opts
      .refresh(connection, used)
      .then(
        (tokens) => {
          connection = withTokens(connection, tokens);
          opts.onConnectionChange(connection);
        },
        (err: unknown) => {
          if (isDefinitive(err)) refused = err;
          throw err;
        },
      )
      .finally(() => (flight = undefined));
    return flight;
  }

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
  };
}
