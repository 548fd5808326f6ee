import type { McpConnection } from '../types';
import { send, type FetchFn } from './oauth-http';

/**
 * RFC 7009 revocation of the refresh token, which ends the whole grant on the
 * reference server. Failures are ignored: the caller forgets the tokens anyway.
 */
export async function disconnect(connection: McpConnection, fetchFn?: FetchFn): Promise<void> {
  const endpoint = connection.authorizationServer?.revocationEndpoint;
  if (!connection.refreshToken || !endpoint || !connection.clientId) return;
  const form = new URLSearchParams({
    token: connection.refreshToken,
    token_type_hint: 'refresh_token',
    client_id: connection.clientId,
  });
  await send(fetchFn ?? globalThis.fetch.bind(globalThis), endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
    .then((res) => res.body?.cancel())
    .catch(() => {});
}
