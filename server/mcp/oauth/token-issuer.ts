import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpScope } from '@contract/mcp';
import type { OAuthContext } from './oauth-context';
import { randomSecret, sha256Hex } from './token-crypto';

/**
 * A new access token and, for clients registered for the refresh_token grant,
 * a new refresh token, both bound to the grant (tenant, member, client,
 * resource). Call inside the transaction that consumed the code or the old
 * refresh token. The access token may carry fewer scopes than the refresh
 * token (a narrowed refresh, RFC 6749 §6).
 */
export function issueTokens(
  ctx: OAuthContext,
  issue: {
    grantId: string;
    accessScopes: McpScope[];
    refreshScopes: McpScope[];
    withRefreshToken: boolean;
    now: number;
  },
): OAuthTokens {
  const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = ctx.env.mcp;
  const accessToken = randomSecret();
  ctx.grants.addToken({
    sha256: sha256Hex(accessToken),
    grantId: issue.grantId,
    kind: 'access',
    scopes: issue.accessScopes,
    expiresAt: issue.now + accessTokenTtlSeconds,
  });
  const tokens: OAuthTokens = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: accessTokenTtlSeconds,
    scope: issue.accessScopes.join(' '),
  };
  if (issue.withRefreshToken) {
    const refreshToken = randomSecret();
    ctx.grants.addToken({
      sha256: sha256Hex(refreshToken),
      grantId: issue.grantId,
      kind: 'refresh',
      scopes: issue.refreshScopes,
      expiresAt: issue.now + refreshTokenTtlSeconds,
    });
    tokens.refresh_token = refreshToken;
  }
  return tokens;
}
