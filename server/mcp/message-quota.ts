import type { Quota } from '../http/quota';
import { McpHttpError } from './mcp-http-error';

/** The 429 of the /mcp budget, with the seconds left in the window. */
export function budgetUsedUp(retryAfterSeconds: number, description?: string): McpHttpError {
  return new McpHttpError(
    429,
    'too_many_requests',
    description ?? 'The request budget of this connection is used up',
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * The /mcp budget counts messages, not HTTP requests: a JSON-RPC batch of 100
 * tool calls is 100 requests' work, and counted as one it let a client do 100
 * times its budget (docs/decisions/068-bounded-work-per-request.md). The
 * origin's middleware took one unit before the body was read (so a spent budget
 * is refused without reading it); this takes the batch's other messages, all
 * or none.
 */
export function chargeBatchMessages(quota: Quota, key: string, message: unknown): void {
  if (!Array.isArray(message) || message.length <= 1) return;
  const taken = quota.take(key, message.length - 1);
  if (!taken.ok)
    throw budgetUsedUp(
      taken.retryAfterSeconds,
      `The request budget of this connection does not cover a batch of ${message.length} messages (each message counts as one request): wait, or send fewer messages at a time`,
    );
}
