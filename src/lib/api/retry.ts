import type { ApiError } from './api-error';

/**
 * The retry policy, in one place: GET only, on network errors, timeouts, 429
 * and 503; at most 3 attempts; full-jitter exponential backoff that honours
 * Retry-After. Writes are never retried automatically.
 */
export const RETRY_POLICY = {
  maxAttempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
};

export function isRetryable(method: string, error: ApiError): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 429 || error.status === 503);
}

/**
 * Delay before attempt `attempt + 1` (attempt counts from 1), or undefined
 * when the server's Retry-After is longer than we are willing to wait: then
 * the error goes to the user instead of an early, impolite retry.
 */
export function retryDelayMs(
  attempt: number,
  error: ApiError,
  random: () => number = Math.random,
): number | undefined {
  if (error.retryAfterMs !== undefined) {
    return error.retryAfterMs <= RETRY_POLICY.maxRetryAfterMs ? error.retryAfterMs : undefined;
  }
  const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}
