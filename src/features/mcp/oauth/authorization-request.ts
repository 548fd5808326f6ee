import type { McpScope } from '../../../../contract/mcp';
import type { AuthorizationServerInfo } from './discovery';
import { createPkcePair, randomUrlSafe } from './pkce';

/**
 * The authorization URL of the contract's profile: code + PKCE S256, a fresh
 * 256-bit state, the resource (RFC 8707) and the scopes. The state and the
 * verifier are returned to be kept for the callback, never shown.
 */
export async function buildAuthorizationRequest(opts: {
  server: AuthorizationServerInfo;
  clientId: string;
  redirectUri: string;
  resource: string;
  scopes: readonly McpScope[];
}): Promise<{ url: string; state: string; verifier: string }> {
  const pkce = await createPkcePair();
  const state = randomUrlSafe(32);
  const url = new URL(opts.server.authorizationEndpoint);
  const query: Record<string, string> = {
    response_type: 'code',
    client_id: opts.clientId,
    redirect_uri: opts.redirectUri,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    resource: opts.resource,
    scope: opts.scopes.join(' '),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { url: url.toString(), state, verifier: pkce.verifier };
}
