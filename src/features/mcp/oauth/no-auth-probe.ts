import { openMcpSession } from '../session/mcp-session';
import { McpFlowError, McpHttpFailure } from '../types';
import { reach, type FetchFn } from './oauth-client';

/**
 * Without protected-resource metadata an MCP server may simply need no
 * authorization (server-everything, for one): a session opened without a
 * token tells, and is ended at once. Throws at the PRM step when the endpoint
 * refuses it, as nothing else can work.
 */
export async function requireNoAuthorization(
  resource: string,
  prmUrl: string,
  fetchFn: FetchFn,
): Promise<void> {
  const send = reach(fetchFn);
  try {
    const session = await openMcpSession({
      connection: { origin: new URL(resource).origin, resource, mode: 'none', scopes: [] },
      fetch: (url, init) => send(String(url), init),
      onConnectionChange: () => {},
    });
    await session.close();
  } catch (err) {
    // The transport's refusals carry the HTTP status (ours as status, the SDK's as code).
    const status = err instanceof McpHttpFailure ? err.status : (err as { code?: unknown }).code;
    if (typeof status !== 'number' || status < 400) throw err;
    throw new McpFlowError(
      'protected-resource-metadata',
      `${prmUrl} answered 404 and ${resource} refused a request without a token (HTTP ${status}): no way to authorize`,
      { status },
    );
  }
}
