import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { McpFlowError } from '../types';
import { CLIENT_NAME, reach, type FetchFn } from './oauth-client';

/**
 * Without protected-resource metadata an MCP server may simply need no
 * authorization (server-everything, for one). One `initialize` without a
 * token tells: a 2xx answer means it serves anybody.
 */
async function answersWithoutAuthorization(
  resource: string,
  fetchFn: FetchFn,
): Promise<{ ok: boolean; status: number }> {
  const send = reach(fetchFn);
  const res = await send(resource, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: {},
        clientInfo: { name: CLIENT_NAME, version: '1' },
      },
    }),
  });
  // The answer may be an event stream: only the status matters.
  await res.body?.cancel().catch(() => {});
  const sessionId = res.headers.get('Mcp-Session-Id');
  // A stateful server opened a session for the probe: end it rather than leave it behind.
  if (res.ok && sessionId)
    await send(resource, { method: 'DELETE', headers: { 'Mcp-Session-Id': sessionId } })
      .then((r) => r.body?.cancel())
      .catch(() => {});
  return { ok: res.ok, status: res.status };
}

/**
 * After a 404 for the PRM: does the MCP endpoint serve a request without a
 * token? Throws at the PRM step when it does not, as nothing else can work.
 */
export async function requireNoAuthorization(
  resource: string,
  prmUrl: string,
  fetchFn: FetchFn,
): Promise<void> {
  const probe = await answersWithoutAuthorization(resource, fetchFn);
  if (!probe.ok)
    throw new McpFlowError(
      'protected-resource-metadata',
      `${prmUrl} answered 404 and ${resource} refused a request without a token (HTTP ${probe.status}): no way to authorize`,
      { status: probe.status },
    );
}
