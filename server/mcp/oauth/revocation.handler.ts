import { InvalidClientError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { McpAppEnv } from '../mcp-env';
import { param, readForm, requiredParam } from './form-params';
import type { OAuthContext } from './oauth-context';
import { oauthEndpoint, oauthJson } from './oauth-responses';
import { sha256Hex } from './token-crypto';

/**
 * POST /oauth/revoke (RFC 7009). Revoking a refresh token revokes its whole
 * grant; revoking an access token revokes that token. An unknown, spent or
 * foreign token is answered 200 as well (§2.2), so the answer reveals nothing.
 * token_type_hint is not needed: both kinds live in one table.
 */
export function revocationHandler(ctx: OAuthContext) {
  return oauthEndpoint<McpAppEnv>(async (c) => {
    const form = await readForm(c);
    const token = requiredParam(form, 'token');
    const clientId = param(form, 'client_id');
    const customer = c.var.customer;
    if (!clientId || !ctx.clients.find(clientId, customer.origin))
      throw new InvalidClientError('Unknown client: send the client_id the token was issued to');
    const hash = sha256Hex(token);
    const record = ctx.grants.findToken(hash);
    if (
      record &&
      record.grant.clientId === clientId &&
      record.grant.resource === customer.resource
    ) {
      if (record.kind === 'refresh') ctx.grants.revokeGrant(record.grant.id, ctx.now());
      else ctx.grants.revokeToken(hash, ctx.now());
    }
    return oauthJson({});
  });
}
