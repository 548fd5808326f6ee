import {
  InvalidClientError,
  UnauthorizedClientError,
  UnsupportedGrantTypeError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { McpAppEnv } from '../mcp-env';
import { exchangeCode } from './code-grant';
import { param, readForm, requiredParam } from './form-params';
import type { OAuthContext } from './oauth-context';
import { oauthEndpoint, oauthJson } from './oauth-responses';
import { refreshTokens } from './refresh-grant';

const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;
type GrantType = (typeof GRANT_TYPES)[number];

function isGrantType(value: string): value is GrantType {
  return (GRANT_TYPES as readonly string[]).includes(value);
}

/**
 * POST /oauth/token. Public clients identify themselves with client_id only;
 * the client must be registered at this origin. Every answer, success or
 * error, is JSON with Cache-Control: no-store and Pragma: no-cache.
 */
export function tokenHandler(ctx: OAuthContext) {
  return oauthEndpoint<McpAppEnv>(async (c) => {
    const form = await readForm(c);
    const grantType = requiredParam(form, 'grant_type');
    if (!isGrantType(grantType))
      throw new UnsupportedGrantTypeError(`grant_type ${grantType} is not supported`);
    const clientId = param(form, 'client_id');
    const client = clientId && ctx.clients.find(clientId, c.var.customer.origin);
    if (!client) throw new InvalidClientError('Unknown client: register it first (client_id)');
    if (!client.metadata.grant_types?.includes(grantType))
      throw new UnauthorizedClientError(`This client did not register the ${grantType} grant`);

    const tokens =
      grantType === 'authorization_code'
        ? exchangeCode(ctx, c.var.customer, client, form)
        : refreshTokens(ctx, c.var.customer, client, form);
    return oauthJson(tokens);
  });
}
