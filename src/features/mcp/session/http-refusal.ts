import { effectiveScopes, parseScopes, type McpScope } from '@contract/mcp';
import { parseRetryAfterSeconds } from '@/lib/api/retry';
import { isJsonObject } from '../results/json-text';
import { McpHttpFailure, type McpConnection } from '../types';

/**
 * Refusals of POST /mcp the page can act on, as McpHttpFailure (contract,
 * "Errors" of the remote tool endpoint). Other statuses pass through to the
 * SDK transport: 405 on the SSE GET is normal, 404 ends a session.
 */
const CLASSIFIED = new Set([401, 403, 421, 429, 503]);

export const NOT_A_VALID_HOST = 'this is not a valid MCP host for your account';

/** The auth-params of a Bearer challenge (RFC 6750 §3): error, scope, resource_metadata… */
export function bearerChallenge(header: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  if (!header || !/^Bearer\b/i.test(header.trim())) return params;
  for (const [, name = '', quoted, bare] of header.matchAll(
    // A name starts where a word does (the lookbehind), so a long run of letters without
    // "=" is read once, not once from each of its letters.
    /(?<![\w-])([A-Za-z_][\w-]*)=(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g,
  ))
    params[name.toLowerCase()] =
      quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (bare ?? '');
  return params;
}

/** The first scope of the server's hint that this connection does not have. */
export function missingScope(
  hint: string | undefined,
  granted: readonly McpScope[],
): McpScope | undefined {
  const have = effectiveScopes(granted);
  return parseScopes(hint).scopes.find((scope) => !have.includes(scope));
}

export async function refusalOf(
  res: Response,
  connection: McpConnection,
): Promise<McpHttpFailure | null> {
  if (!CLASSIFIED.has(res.status)) return null;
  const body: unknown = await res.json().catch(() => undefined);
  const field = (name: string) => {
    const value = isJsonObject(body) ? body[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const details = { error: field('error'), description: field('error_description') };
  const because = details.description ? ` (${details.description})` : '';
  const wait = {
    ...details,
    retryAfterSeconds: parseRetryAfterSeconds(res.headers.get('Retry-After')),
  };
  switch (res.status) {
    case 401:
      return new McpHttpFailure(
        401,
        'reconnect',
        connection.mode === 'none'
          ? 'This MCP server asks for authorization: connect again'
          : `The MCP origin no longer accepts this connection${because}: reconnect`,
        details,
      );
    case 403: {
      const challenge = bearerChallenge(res.headers.get('WWW-Authenticate'));
      if (challenge.error !== 'insufficient_scope')
        return new McpHttpFailure(403, 'other', `Forbidden${because}`, details);
      const requiredScope = missingScope(challenge.scope, connection.scopes);
      const needs = requiredScope ? `the ${requiredScope} scope` : 'another scope';
      return new McpHttpFailure(403, 'scope', `This needs ${needs}: reconnect and approve it`, {
        error: 'insufficient_scope',
        description: challenge.error_description ?? details.description,
        requiredScope,
      });
    }
    case 421:
      return new McpHttpFailure(421, 'host', NOT_A_VALID_HOST, details);
    case 429:
      return new McpHttpFailure(429, 'rate', `Too many requests${because}`, wait);
    default:
      return new McpHttpFailure(503, 'unavailable', `The MCP origin is not ready${because}`, wait);
  }
}
