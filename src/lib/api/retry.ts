/**
 * The dashboard's one retry policy (docs/decisions/011-retries-in-one-place.md):
 * only reads are retried, a write never is; at most 3 attempts; full-jitter
 * exponential backoff, or the server's Retry-After when it is at most 30 s (a
 * longer wait is the user's to decide: the error reaches them at once).
 * The API client, the MCP session and the OAuth steps all use this module;
 * each says only which of its own failures are temporary.
 */
export const RETRY_POLICY = {
  maxAttempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
};

/**
 * Retry-After in milliseconds: delay-seconds or an HTTP-date (RFC 9110
 * §10.2.3); undefined when absent or neither. A date in the past is 0.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date names its day and month; without a letter, Date.parse would
  // still read "1.5" or "-3" as some date.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The same wait in whole seconds, rounded up: what a countdown shows. */
export function parseRetryAfterSeconds(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const ms = parseRetryAfter(header, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

/**
 * Delay before attempt `attempt + 1` (attempt counts from 1), or undefined
 * when the server's Retry-After is longer than we are willing to wait.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined) {
    return retryAfterMs <= RETRY_POLICY.maxRetryAfterMs ? retryAfterMs : undefined;
  }
  const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

export interface RetryOptions {
  /** Whether the operation only reads. A write is tried once, whatever fails. */
  read: boolean;
  /** A failure worth another try, with the wait the server asked for if any; undefined: final. */
  temporary(error: unknown): { retryAfterMs?: number } | undefined;
  /** Cancels the waits between attempts (the operation watches it itself). */
  signal?: AbortSignal;
  /** Waits between attempts; resolves early when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** Runs `operation`, trying a read again on temporary failures as the policy says. */
export async function withRetries<T>(
  operation: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      const temporary =
        options.read && attempt < RETRY_POLICY.maxAttempts ? options.temporary(error) : undefined;
      if (!temporary) throw error;
      const delay = retryDelayMs(attempt, temporary.retryAfterMs, options.random);
      if (delay === undefined) throw error;
      await wait(delay, options.signal);
      if (options.signal?.aborted) throw options.signal.reason ?? error;
    }
  }
}

/** setTimeout as a promise that resolves at once when the signal aborts (or had). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
