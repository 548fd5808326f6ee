import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  PROTECTED_RESOURCE_METADATA_PATH,
} from '@contract/mcp';
import type { McpDeps } from '../mcp-deps';
import type { McpAppEnv } from '../mcp-env';
import { authorizeDecisionHandler, authorizePageHandler } from './authorize.handlers';
import { clientAddressQuota } from './client-address-quota';
import { registrationHandler } from './client-registration';
import { authorizationServerMetadata, OAUTH_PATHS, protectedResourceMetadata } from './metadata';
import { createOAuthContext, systemClock, type Clock } from './oauth-context';
import { oauthJson } from './oauth-responses';
import { revocationHandler } from './revocation.handler';
import { tokenHandler } from './token.handlers';

// Discovery documents are public and change only with the configuration.
const METADATA_CACHE = { 'Cache-Control': 'public, max-age=300' };

/**
 * The OAuth 2.1 authorization server of each customer origin: discovery,
 * dynamic registration, consent, tokens and revocation. The issuer and every
 * URL come from the verified origin (c.var.customer), and all that is issued
 * is bound to that origin's tenant and resource.
 */
export function oauthRoutes(deps: McpDeps, now: Clock = systemClock) {
  const ctx = createOAuthContext(deps, now);
  const quota = clientAddressQuota(deps.env.mcp.oauthQuota);
  const smallBody = bodyLimit({
    maxSize: 64 * 1024,
    onError: () =>
      oauthJson({ error: 'invalid_request', error_description: 'The body is too large' }, 413),
  });

  return (
    new Hono<McpAppEnv>()
      .get(PROTECTED_RESOURCE_METADATA_PATH, (c) => {
        const customer = c.var.customer;
        const metadata = protectedResourceMetadata(customer, ctx.tenants.name(customer.tenant));
        return c.json(metadata, 200, METADATA_CACHE);
      })
      .get(AUTHORIZATION_SERVER_METADATA_PATH, (c) =>
        c.json(authorizationServerMetadata(c.var.customer), 200, METADATA_CACHE),
      )
      .post(OAUTH_PATHS.register, quota('register'), smallBody, registrationHandler(ctx))
      // Every authorize GET stores a pending request: it is budgeted like the rest.
      .get(OAUTH_PATHS.authorize, quota('authorize'), authorizePageHandler(ctx))
      .post(OAUTH_PATHS.authorize, quota('consent'), smallBody, authorizeDecisionHandler(ctx))
      .post(OAUTH_PATHS.token, quota('token'), smallBody, tokenHandler(ctx))
      .post(OAUTH_PATHS.revoke, quota('revoke'), smallBody, revocationHandler(ctx))
  );
}
