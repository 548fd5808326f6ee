import { McpHttpFailure, type McpConnection } from '../types';
import { describeServer, type FetchFn } from './oauth-http';
import { requestTokens, type McpTokens } from './tokens';

/**
 * grant_type=refresh_token for one connection, as the refresher's `refresh`.
 * A refusal becomes McpHttpFailure: a 4xx OAuth error means the refresh token
 * is spent or the grant revoked ("reconnect"); 429 and 503 are temporary.
 */
export function refreshGrantFor(
  connection: McpConnection,
  fetchFn: FetchFn,
): (refreshToken: string) => Promise<McpTokens> {
  return async (refreshToken) => {
    const server = connection.authorizationServer;
    if (!server || !connection.clientId)
      throw new McpHttpFailure(401, 'reconnect', 'This connection cannot be refreshed: reconnect');
    const answer = await requestTokens(
      server.tokenEndpoint,
      {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: connection.clientId,
        resource: connection.resource,
      },
      fetchFn,
    );
    if (answer.ok) return answer.tokens;
    const { server: said } = answer;
    const status = said.status ?? 0;
    const details = { error: said.error, description: said.description };
    if (status === 429)
      throw new McpHttpFailure(429, 'rate', 'The token endpoint asks to slow down', {
        ...details,
        retryAfterSeconds: answer.retryAfterSeconds,
      });
    if (status === 503)
      throw new McpHttpFailure(
        503,
        'unavailable',
        'The authorization server is not ready',
        details,
      );
    if (status >= 400 && status < 500)
      throw new McpHttpFailure(
        status,
        'reconnect',
        `The refresh was refused (${describeServer(said)}): reconnect`,
        details,
      );
    throw new McpHttpFailure(
      status,
      'other',
      `The refresh failed: ${describeServer(said)}`,
      details,
    );
  };
}
