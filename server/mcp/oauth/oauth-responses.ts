import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { Context } from 'hono';

/** RFC 6749 §5.1: token responses, successful or not, must never be cached. */
export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

export function oauthJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...NO_STORE, ...headers },
  });
}

/** invalid_client is 401 (RFC 6749 §5.2), a spent budget 429, everything else 400. */
function statusOf(error: OAuthError): number {
  if (error.errorCode === 'invalid_client') return 401;
  if (error.errorCode === 'too_many_requests') return 429;
  return 400;
}

export function oauthErrorResponse(error: OAuthError, headers: Record<string, string> = {}) {
  return oauthJson(error.toResponseObject(), statusOf(error), headers);
}

/**
 * A JSON endpoint of the authorization server: an OAuthError thrown by the
 * handler becomes its error body; anything else is a bug and goes on to the
 * app's error handler.
 */
export function oauthEndpoint<E extends object>(
  handler: (c: Context<E>) => Promise<Response> | Response,
) {
  return async (c: Context<E>): Promise<Response> => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof OAuthError) return oauthErrorResponse(error);
      throw error;
    }
  };
}
