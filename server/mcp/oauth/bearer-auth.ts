import { createMiddleware } from 'hono/factory';
import { DEFAULT_MCP_SCOPE, PROTECTED_RESOURCE_METADATA_PATH } from '@contract/mcp';
import type { McpDeps } from '../mcp-deps';
import type { CustomerOrigin, McpAppEnv } from '../mcp-env';
import { McpHttpError } from '../mcp-http-error';
import { principalOfBearer } from './bearer-principal';
import { createGrantsRepository } from './grants.repository';
import { systemClock, type Clock } from './oauth-context';

/**
 * RFC 6750 §3 with RFC 9728 §5.1: every refusal names the resource metadata,
 * where an MCP client starts its OAuth discovery. error is only given when a
 * token was presented (§3.1).
 */
export function bearerChallenge(
  customer: CustomerOrigin,
  error?: { code: string; description: string },
  scopes: readonly string[] = [DEFAULT_MCP_SCOPE],
): string {
  const params = [
    `resource_metadata="${customer.origin}${PROTECTED_RESOURCE_METADATA_PATH}"`,
    `scope="${scopes.join(' ')}"`,
  ];
  if (error) params.push(`error="${error.code}"`, `error_description="${error.description}"`);
  return `Bearer ${params.join(', ')}`;
}

/** access_token in the query, in any letter case, even next to a header (contract: never in URLs). */
function hasTokenInUrl(url: string): boolean {
  return [...new URL(url).searchParams.keys()].some((k) => k.toLowerCase() === 'access_token');
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function refusal(
  customer: CustomerOrigin,
  status: 400 | 401,
  code: string,
  description: string,
  scopes?: readonly string[],
) {
  return new McpHttpError(status, code, description, {
    'WWW-Authenticate': bearerChallenge(customer, { code, description }, scopes),
  });
}

/**
 * /mcp accepts `Authorization: Bearer <token>` only: an access token issued
 * by this origin for its resource or, with ALLOW_DIRECT_JWT, a member JWT of
 * its tenant. Sets the principal the tools and the quota work from.
 */
export function bearerAuth(deps: McpDeps, now: Clock = systemClock) {
  const grants = createGrantsRepository(deps.db);
  return createMiddleware<McpAppEnv>(async (c, next) => {
    const customer = c.var.customer;
    if (hasTokenInUrl(c.req.url))
      throw refusal(
        customer,
        400,
        'invalid_request',
        'Tokens are never accepted in URLs: send Authorization: Bearer <token>',
      );
    const bearer = bearerOf(c.req.header('Authorization'));
    if (!bearer)
      throw new McpHttpError(
        401,
        'invalid_token',
        'Authorization: Bearer <access token> is required: connect through OAuth',
        { 'WWW-Authenticate': bearerChallenge(customer) },
      );
    const check = await principalOfBearer({ ...deps, grants }, customer, bearer, now());
    if (!check.ok) throw refusal(customer, 401, 'invalid_token', check.reason, check.scopes);
    c.set('principal', check.principal);
    await next();
  });
}
