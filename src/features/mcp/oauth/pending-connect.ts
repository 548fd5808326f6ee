import { z } from 'zod';
import { McpScopeSchema } from '@contract/mcp';
import { ConnectionSchema, StepEntrySchema, type McpConnection } from '../types';
import { parseJson } from '../results/json-text';
import { tabStorage } from './connection-store';

/**
 * What must survive the redirect to the authorization page and back: the one
 * use of sessionStorage without the user's opt-in (issue 7). It holds the
 * PKCE verifier and state, so it is read once and removed at once.
 */
export const PENDING_KEY = 'adpanel.mcp.pending';

// Longer than the server keeps a consent request (10 minutes), so the server decides.
const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

/** What the console keeps of the authorization server's metadata (also across the redirect). */
export const AuthorizationServerInfoSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  registrationEndpoint: z.string().optional(),
  revocationEndpoint: z.string().optional(),
  /** RFC 9207: when true, the answer must carry `iss`. */
  issParameterSupported: z.boolean(),
});
export type AuthorizationServerInfo = z.infer<typeof AuthorizationServerInfoSchema>;

/** Just enough of a connection to revoke its grant (RFC 7009). */
const RevocableSchema = z.object({
  origin: z.string(),
  resource: z.string(),
  mode: z.literal('oauth'),
  scopes: z.array(McpScopeSchema),
  clientId: z.string(),
  refreshToken: z.string(),
  // The connection's, with a revocation endpoint.
  authorizationServer: ConnectionSchema.shape.authorizationServer.unwrap().required(),
}) satisfies z.ZodType<McpConnection>;

const PendingConnectSchema = z.object({
  origin: z.string(),
  resource: z.string(),
  state: z.string(),
  verifier: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  scopes: z.array(McpScopeSchema),
  authorizationServer: AuthorizationServerInfoSchema,
  log: z.array(StepEntrySchema),
  createdAt: z.number(),
  /**
   * Reconnect: the grant the new connection replaces, revoked once the new
   * one is stored. Only when "Keep the connection on this tab" is on: its
   * refresh token is then in this tab's storage already (decision 019).
   */
  replaces: RevocableSchema.optional(),
});
export type PendingConnect = z.infer<typeof PendingConnectSchema>;

export function savePendingConnect(pending: PendingConnect): void {
  const store = tabStorage();
  if (!store)
    throw new Error('sessionStorage is not available: the console cannot redirect and come back');
  store.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function peekPendingConnect(): PendingConnect | null {
  const raw = tabStorage()?.getItem(PENDING_KEY);
  const json = raw ? parseJson(raw) : undefined;
  const parsed = json?.ok ? PendingConnectSchema.safeParse(json.value) : undefined;
  if (!parsed?.success || Date.now() - parsed.data.createdAt > PENDING_MAX_AGE_MS) return null;
  return parsed.data;
}

/** Reads and removes: a callback can be acted on once. */
export function takePendingConnect(): PendingConnect | null {
  const pending = peekPendingConnect();
  tabStorage()?.removeItem(PENDING_KEY);
  return pending;
}

/** The revocable part of a connection, when it has a grant to revoke. */
export function revocable(connection: McpConnection): PendingConnect['replaces'] {
  return RevocableSchema.safeParse(connection).data;
}

/**
 * The replaced grant keeps being used until the consent comes back (the
 * member may return to /mcp meanwhile): follow its newest refresh token.
 */
export function followReplaced(connection: McpConnection | null): void {
  const pending = peekPendingConnect();
  const replaced = pending?.replaces;
  if (!replaced || connection?.clientId !== replaced.clientId) return;
  if (connection.refreshToken && connection.refreshToken !== replaced.refreshToken)
    savePendingConnect({
      ...pending,
      replaces: { ...replaced, refreshToken: connection.refreshToken },
    });
}
