import type {
  OAuthMetadata,
  OAuthProtectedResourceMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { MCP_SCOPES } from '@contract/mcp';
import type { CustomerOrigin } from '../mcp-env';

/** The endpoints of the authorization server, relative to the customer origin. */
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  register: '/oauth/register',
  revoke: '/oauth/revoke',
} as const;

/** RFC 9728: the resource is origin + /mcp, and the origin is its authorization server. */
export function protectedResourceMetadata(
  customer: CustomerOrigin,
  tenantName: string,
): OAuthProtectedResourceMetadata {
  return {
    resource: customer.resource,
    authorization_servers: [customer.origin],
    scopes_supported: [...MCP_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: `adpanel campaigns of ${tenantName}`,
  };
}

/** RFC 8414, restricted to the contract's profile: public clients, code + PKCE S256, rotation. */
export function authorizationServerMetadata(customer: CustomerOrigin): OAuthMetadata {
  const url = (path: string) => `${customer.origin}${path}`;
  return {
    issuer: customer.origin,
    authorization_endpoint: url(OAUTH_PATHS.authorize),
    token_endpoint: url(OAUTH_PATHS.token),
    registration_endpoint: url(OAUTH_PATHS.register),
    revocation_endpoint: url(OAUTH_PATHS.revoke),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    scopes_supported: [...MCP_SCOPES],
    // RFC 9207: the redirect names its issuer, so a client can tell two servers apart.
    authorization_response_iss_parameter_supported: true,
  };
}
