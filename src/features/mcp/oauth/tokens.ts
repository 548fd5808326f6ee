import { z } from 'zod';
import { parseScopes, type McpScope } from '../../../../contract/mcp';
import type { McpConnection } from '../types';
import { parseRetryAfterSeconds } from '../../../lib/api/retry';
import { readJson, send, serverSaid, type ServerSaid, type FetchFn } from './oauth-http';

/** What a token response gives the console, in its own words. */
export interface McpTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms. */
  expiresAt?: number;
  /** Absent when the response had no scope: the requested ones stand. */
  scopes?: McpScope[];
}

const TokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().refine((t) => t.toLowerCase() === 'bearer', 'token_type must be Bearer'),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

export type TokenAnswer =
  { ok: true; tokens: McpTokens } | { ok: false; server: ServerSaid; retryAfterSeconds?: number };

// A refresh that hangs would hold the cross-tab lock (FINDINGS §5): give up after this.
const TOKEN_REQUEST_TIMEOUT_MS = 15_000;

/** POST to the token endpoint (public client: client_id in the form, no secret). */
export async function requestTokens(
  tokenEndpoint: string,
  form: Record<string, string>,
  fetchFn: FetchFn,
): Promise<TokenAnswer> {
  const res = await send(fetchFn, tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TOKEN_REQUEST_TIMEOUT_MS),
  });
  const body = await readJson(res);
  if (!res.ok)
    return {
      ok: false,
      server: serverSaid(res.status, body),
      retryAfterSeconds: parseRetryAfterSeconds(res.headers.get('Retry-After')),
    };
  const parsed = TokenResponseSchema.safeParse(body);
  if (!parsed.success)
    return {
      ok: false,
      server: {
        status: res.status,
        description: `not a token response: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      },
    };
  const t = parsed.data;
  const tokens: McpTokens = { accessToken: t.access_token };
  if (t.refresh_token) tokens.refreshToken = t.refresh_token;
  if (t.expires_in !== undefined) tokens.expiresAt = Date.now() + t.expires_in * 1000;
  if (t.scope !== undefined) tokens.scopes = parseScopes(t.scope).scopes;
  return { ok: true, tokens };
}

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
