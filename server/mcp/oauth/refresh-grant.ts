import {
  InvalidGrantError,
  InvalidScopeError,
  InvalidTargetError,
  OAuthError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { parseScopes, type McpScope } from '@contract/mcp';
import type { CustomerOrigin } from '../mcp-env';
import type { RegisteredClient } from './clients.repository';
import { param, requiredParam } from './form-params';
import type { OAuthContext } from './oauth-context';
import { issueTokens } from './token-issuer';
import { sha256Hex } from './token-crypto';

/** The scope of the new access token: all of the refresh token's, or a subset asked for. */
function narrowedScopes(
  text: string | undefined,
  granted: McpScope[],
): McpScope[] | InvalidScopeError {
  if (text === undefined) return granted;
  const { scopes, unknown } = parseScopes(text);
  const extra = [...unknown, ...scopes.filter((s) => !granted.includes(s))];
  if (extra.length > 0)
    return new InvalidScopeError(`Not granted to this refresh token: ${extra.join(' ')}`);
  return scopes.length > 0 ? scopes : granted;
}

/**
 * grant_type=refresh_token with rotation (OAuth 2.1 §4.3.1 for public
 * clients): each refresh token works once. Presenting a used one means two
 * parties hold it, so the whole grant is revoked, newest tokens included.
 */
export function refreshTokens(
  ctx: OAuthContext,
  customer: CustomerOrigin,
  client: RegisteredClient,
  form: URLSearchParams,
): OAuthTokens {
  const refreshToken = requiredParam(form, 'refresh_token');
  const resource = param(form, 'resource');
  const scope = param(form, 'scope');
  const hash = sha256Hex(refreshToken);
  const now = ctx.now();

  const outcome = ctx.grants.atomically((): OAuthTokens | OAuthError => {
    const record = ctx.grants.findToken(hash);
    if (!record || record.kind !== 'refresh' || record.grant.resource !== customer.resource)
      return new InvalidGrantError('The refresh token is not valid');
    const { grant } = record;
    if (grant.clientId !== client.clientId)
      return new InvalidGrantError('The refresh token was issued to another client');
    if (record.usedAt !== null) {
      ctx.grants.revokeGrant(grant.id, now);
      return new InvalidGrantError(
        'The refresh token was already used: the authorization is revoked, connect again',
      );
    }
    if (grant.revokedAt !== null || record.revokedAt !== null)
      return new InvalidGrantError('The authorization was revoked');
    if (record.expiresAt <= now) return new InvalidGrantError('The refresh token has expired');
    if (resource !== undefined && resource !== grant.resource)
      return new InvalidTargetError(`resource must be ${grant.resource}`);
    const accessScopes = narrowedScopes(scope, record.scopes);
    if (accessScopes instanceof OAuthError) return accessScopes;
    const member = ctx.identities.member(grant.uid);
    if (!member || member.tenant !== grant.tenant)
      return new InvalidGrantError('The member account no longer exists');

    ctx.grants.useToken(hash, now);
    return issueTokens(ctx, {
      grantId: grant.id,
      accessScopes,
      refreshScopes: record.scopes,
      withRefreshToken: true,
      now,
    });
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}
