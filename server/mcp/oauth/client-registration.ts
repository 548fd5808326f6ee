import {
  CustomOAuthError,
  InvalidClientMetadataError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import {
  OAuthClientMetadataSchema,
  type OAuthClientInformationFull,
  type OAuthClientMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { parseScopes } from '@contract/mcp';
import type { McpAppEnv } from '../mcp-env';
import type { RegisteredClient } from './clients.repository';
import type { OAuthContext } from './oauth-context';
import { oauthEndpoint, oauthJson } from './oauth-responses';
import { redirectUriProblem } from './redirect-uri';
import { randomSecret } from './token-crypto';

const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const MAX_CLIENT_NAME = 200;

/** RFC 7591 §3.2.2 names this code for redirect URIs; the SDK has no class for it. */
function invalidRedirectUri(message: string) {
  return new CustomOAuthError('invalid_redirect_uri', message);
}

function checkRedirectUris(body: Record<string, unknown>): void {
  const uris = body.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || !uris.every((u) => typeof u === 'string'))
    throw invalidRedirectUri('redirect_uris must list at least one redirect URI');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalidRedirectUri(problem);
  }
}

function subsetOf(values: string[], allowed: string[], name: string): void {
  const other = values.filter((v) => !allowed.includes(v));
  if (other.length > 0)
    throw new InvalidClientMetadataError(`${name} ${other.join(', ')} is not supported`);
}

/**
 * The metadata we store and answer with: a public client (no secret, ever)
 * using the authorization code grant with refresh tokens. Keys for signed
 * client authentication (jwks, jwks_uri) and software statements do not apply
 * to public clients and are dropped.
 */
export function checkClientMetadata(body: unknown): OAuthClientMetadata {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidClientMetadataError('The body must be a JSON object of client metadata');
  checkRedirectUris(body as Record<string, unknown>);
  const parsed = OAuthClientMetadataSchema.safeParse(body);
  if (!parsed.success)
    throw new InvalidClientMetadataError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
    );
  const { jwks: _jwks, jwks_uri: _jwksUri, software_statement: _statement, ...rest } = parsed.data;
  const metadata = {
    ...rest,
    token_endpoint_auth_method: rest.token_endpoint_auth_method ?? 'none',
    grant_types: rest.grant_types ?? [...GRANT_TYPES],
    response_types: rest.response_types ?? ['code'],
  };
  if (metadata.token_endpoint_auth_method !== 'none')
    throw new InvalidClientMetadataError(
      'Only public clients can register: token_endpoint_auth_method must be "none"',
    );
  subsetOf(metadata.grant_types, GRANT_TYPES, 'grant_types');
  if (!metadata.grant_types.includes('authorization_code'))
    throw new InvalidClientMetadataError('grant_types must include authorization_code');
  subsetOf(metadata.response_types, ['code'], 'response_types');
  if (metadata.response_types.length === 0)
    throw new InvalidClientMetadataError('response_types must include code');
  if (metadata.scope !== undefined && parseScopes(metadata.scope).unknown.length > 0)
    throw new InvalidClientMetadataError(`scope ${metadata.scope} names an unknown scope`);
  if ((metadata.client_name?.length ?? 0) > MAX_CLIENT_NAME)
    throw new InvalidClientMetadataError(
      `client_name is longer than ${MAX_CLIENT_NAME} characters`,
    );
  return metadata;
}

function registrationResponse(client: RegisteredClient): OAuthClientInformationFull {
  return {
    client_id: client.clientId,
    client_id_issued_at: client.issuedAt,
    ...client.metadata,
  };
}

/** POST /oauth/register (RFC 7591): 201 with a fresh client_id and no client_secret. */
export function registrationHandler(ctx: OAuthContext) {
  return oauthEndpoint<McpAppEnv>(async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new InvalidClientMetadataError('The body must be a JSON object of client metadata');
    }
    const client: RegisteredClient = {
      clientId: randomSecret(24),
      issuer: c.var.customer.origin,
      issuedAt: ctx.now(),
      metadata: checkClientMetadata(body),
    };
    ctx.clients.register(client);
    return oauthJson(registrationResponse(client), 201);
  });
}
