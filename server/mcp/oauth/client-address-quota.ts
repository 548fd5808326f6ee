import { getConnInfo } from '@hono/node-server/conninfo';
import { TooManyRequestsError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createQuota } from '../../http/quota';
import { oauthErrorResponse } from './oauth-responses';

/** The peer address; in-process requests (tests) have no socket and share one key. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * Per-client-address budgets of the OAuth endpoints (MCP_OAUTH_QUOTA), one
 * window per endpoint: registering a client does not use up the token budget.
 */
export function clientAddressQuota(budget: { requests: number; windowSeconds: number }) {
  const quota = createQuota(budget);
  return (endpoint: string) =>
    createMiddleware(async (c, next) => {
      const taken = quota.take(`${endpoint} ${clientAddress(c)}`);
      if (!taken.ok)
        return oauthErrorResponse(
          new TooManyRequestsError('Too many requests from this address: retry later'),
          { 'Retry-After': String(taken.retryAfterSeconds) },
        );
      await next();
    });
}
