import {
  InvalidGrantError,
  InvalidRequestError,
  InvalidTargetError,
  OAuthError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CustomerOrigin } from '../mcp-env';
import type { RegisteredClient } from './clients.repository';
import { param, requiredParam } from './form-params';
import type { OAuthContext } from './oauth-context';
import { issueTokens } from './token-issuer';
import { isCodeVerifier, sha256Hex, verifierMatches } from './token-crypto';

/**
 * grant_type=authorization_code. Checks run in one write transaction, and the
 * outcome is returned rather than thrown so that revoking a replayed code's
 * grant is committed, not rolled back with the refusal.
 */
export function exchangeCode(
  ctx: OAuthContext,
  customer: CustomerOrigin,
  client: RegisteredClient,
  form: URLSearchParams,
): OAuthTokens {
  const code = requiredParam(form, 'code');
  const redirectUri = requiredParam(form, 'redirect_uri');
  const verifier = requiredParam(form, 'code_verifier');
  const resource = param(form, 'resource');
  if (!isCodeVerifier(verifier))
    throw new InvalidRequestError('code_verifier must be 43 to 128 characters (RFC 7636)');
  const hash = sha256Hex(code);
  const now = ctx.now();

  const outcome = ctx.grants.atomically((): OAuthTokens | OAuthError => {
    const record = ctx.grants.findCode(hash);
    if (!record || record.grant.resource !== customer.resource)
      return new InvalidGrantError('The authorization code is not valid');
    const { grant } = record;
    // RFC 6749 §4.1.2: a replayed code may be stolen, so what it produced stops working.
    if (record.usedAt !== null) {
      ctx.grants.revokeGrant(grant.id, now);
      return new InvalidGrantError(
        'The authorization code was already used: every token issued from it is revoked',
      );
    }
    if (record.expiresAt <= now) return new InvalidGrantError('The authorization code has expired');
    if (grant.revokedAt !== null) return new InvalidGrantError('The authorization was revoked');
    if (grant.clientId !== client.clientId)
      return new InvalidGrantError('The authorization code was issued to another client');
    if (record.redirectUri !== redirectUri)
      return new InvalidGrantError('redirect_uri differs from the authorization request');
    if (!verifierMatches(verifier, record.codeChallenge))
      return new InvalidGrantError('code_verifier does not match the code_challenge');
    if (resource !== grant.resource)
      return new InvalidTargetError(`resource is required and must be ${grant.resource}`);
    const member = ctx.identities.member(grant.uid);
    if (!member || member.tenant !== grant.tenant)
      return new InvalidGrantError('The member account no longer exists');

    ctx.grants.useCode(hash, now);
    return issueTokens(ctx, {
      grantId: grant.id,
      accessScopes: grant.scopes,
      refreshScopes: grant.scopes,
      withRefreshToken: client.metadata.grant_types?.includes('refresh_token') ?? true,
      now,
    });
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}
