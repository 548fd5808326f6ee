import { decodeJwt } from 'jose';
import type { McpScope } from '@contract/mcp';
import { verifyMemberToken } from '../../auth/member-token';
import type { McpDeps } from '../mcp-deps';
import type { CustomerOrigin, McpPrincipal } from '../mcp-env';
import type { GrantsRepository } from './grants.repository';
import { sha256Hex } from './token-crypto';

export type BearerCheck =
  | { ok: true; principal: McpPrincipal }
  /** scopes: what the refused token had, when it is known (expired, revoked). */
  | { ok: false; reason: string; scopes?: McpScope[] };

/** What a direct member JWT may do: it has no consent, so it gets the member UI's reach. */
const DIRECT_JWT_SCOPES: McpScope[] = ['platform:read', 'platform:write'];

const refuse = (reason: string, scopes?: McpScope[]): BearerCheck =>
  scopes ? { ok: false, reason, scopes } : { ok: false, reason };

function accessTokenPrincipal(
  deps: McpDeps & { grants: GrantsRepository },
  customer: CustomerOrigin,
  bearer: string,
  now: number,
): BearerCheck {
  const tokenKey = sha256Hex(bearer);
  const record = deps.grants.findToken(tokenKey);
  if (!record || record.kind !== 'access') return refuse('The access token is not valid');
  const { grant } = record;
  if (grant.resource !== customer.resource || grant.tenant !== customer.tenant)
    return refuse(`The access token was not issued for ${customer.resource}`);
  // A client reauthorizing after these asks for what it had, not less (the 401 scope hint).
  if (record.revokedAt !== null || grant.revokedAt !== null)
    return refuse('The access token was revoked', grant.scopes);
  if (record.expiresAt <= now) return refuse('The access token has expired', grant.scopes);
  const member = deps.identities.member(grant.uid);
  if (!member || member.tenant !== customer.tenant)
    return refuse('The member account no longer exists');
  return {
    ok: true,
    principal: {
      tenant: customer.tenant,
      member,
      identityType: 'member',
      authMethod: 'oauth',
      clientId: grant.clientId,
      scopes: record.scopes,
      tokenKey,
      quotaKey: `grant:${grant.id}`,
      expiresAt: record.expiresAt,
    },
  };
}

/** ALLOW_DIRECT_JWT: the member UI's access JWT, for this origin's tenant only. */
async function directJwtPrincipal(
  deps: McpDeps,
  customer: CustomerOrigin,
  bearer: string,
): Promise<BearerCheck> {
  if (!deps.env.mcp.allowDirectJwt) return refuse('The access token is not valid');
  const check = await verifyMemberToken(deps.env.jwtSecret, bearer);
  if (!check.ok)
    return refuse(
      check.reason === 'expired'
        ? 'The member access token has expired'
        : 'The access token is not valid',
    );
  if (check.claims.tenant !== customer.tenant)
    return refuse(`The member access token was not issued for ${customer.resource}`);
  const member = deps.identities.member(check.claims.uid);
  if (!member || member.tenant !== customer.tenant)
    return refuse('The member account no longer exists');
  return {
    ok: true,
    principal: {
      tenant: customer.tenant,
      member,
      identityType: 'member',
      authMethod: 'direct_jwt',
      clientId: null,
      scopes: DIRECT_JWT_SCOPES,
      tokenKey: sha256Hex(bearer),
      quotaKey: `jwt:${sha256Hex(bearer)}`,
      // Verified above, so exp is present; decodeJwt only reads it.
      expiresAt: decodeJwt(bearer).exp ?? 0,
    },
  };
}

/**
 * Who a bearer credential speaks for on this origin. Our access tokens are
 * opaque base64url (no dots), so a three-part dotted token can only be a JWT.
 */
export async function principalOfBearer(
  deps: McpDeps & { grants: GrantsRepository },
  customer: CustomerOrigin,
  bearer: string,
  now: number,
): Promise<BearerCheck> {
  if (bearer.split('.').length === 3) return directJwtPrincipal(deps, customer, bearer);
  return accessTokenPrincipal(deps, customer, bearer, now);
}
