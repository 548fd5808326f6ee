import { McpFlowError } from '../types';
import { describeServer, type FetchFn } from './oauth-http';
import { obtainedInThisPage } from './page-ledger';
import type { PendingConnect } from './pending-connect';
import { requestTokens, type McpTokens } from './tokens';

/**
 * grant_type=authorization_code with the PKCE verifier, the exact redirect
 * URI and the same resource as the authorization request (contract).
 */
export async function exchangeCode(
  pending: PendingConnect,
  code: string,
  fetchFn: FetchFn,
): Promise<{ value: McpTokens; detail: string }> {
  const answer = await requestTokens(
    pending.authorizationServer.tokenEndpoint,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
      resource: pending.resource,
    },
    fetchFn,
  );
  if (!answer.ok)
    throw new McpFlowError(
      'token-exchange',
      `the token endpoint refused the code: ${describeServer(answer.server)}`,
      answer.server,
    );
  const t = answer.tokens;
  // Fresh from the server: no other tab can have spent it, so the first refresh needs no asking.
  if (t.refreshToken) obtainedInThisPage.add(t.refreshToken);
  const granted = t.scopes
    ? t.scopes.join(' ')
    : `${pending.scopes.join(' ')} (the answer names no scope: as requested)`;
  const lifetime = t.expiresAt
    ? `expires in ${Math.round((t.expiresAt - Date.now()) / 1000)} s`
    : 'no expiry given';
  const refresh = t.refreshToken ? 'refresh token received' : 'no refresh token';
  return { value: t, detail: `granted ${granted}; access token ${lifetime}; ${refresh}` };
}
