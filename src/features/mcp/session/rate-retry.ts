import { withRetries } from '@/lib/api/retry';
import { McpHttpFailure } from '../types';

/**
 * MCP operations under the dashboard's one retry policy (lib/api/retry.ts):
 * an operation that changes nothing is tried again on 429, after the server's
 * Retry-After or a backoff. A write is never retried here: its caller decides,
 * with the same idempotency key. Other refusals (503 "restore readiness", 401,
 * 403) are the page's to show at once.
 */
export function withRateRetries<T>(
  operation: () => Promise<T>,
  opts: { readOnly: boolean; signal?: AbortSignal },
): Promise<T> {
  return withRetries(operation, {
    read: opts.readOnly,
    temporary: (err) => {
      if (!(err instanceof McpHttpFailure) || err.kind !== 'rate') return undefined;
      const seconds = err.details.retryAfterSeconds;
      return { retryAfterMs: seconds === undefined ? undefined : seconds * 1000 };
    },
    signal: opts.signal,
  });
}
