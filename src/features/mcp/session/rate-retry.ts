import { McpHttpFailure } from '../types';

/**
 * Bounded retries on 429 for operations that change nothing (contract: only
 * safe temporary failures are retried). A write is never retried here: its
 * caller decides, with the same idempotency key.
 */
const MAX_RETRIES = 2;
/** A longer wait than this is the user's to decide: the failure is shown at once. */
export const MAX_WAIT_SECONDS = 30;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Seconds to wait before retry `attempt` (0-based): Retry-After, else full-jitter backoff. */
function waitSeconds(failure: McpHttpFailure, attempt: number): number {
  return failure.details.retryAfterSeconds ?? Math.random() * 2 ** attempt;
}

export async function withRateRetries<T>(
  operation: () => Promise<T>,
  opts: { readOnly: boolean; signal?: AbortSignal },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (err) {
      const retryable =
        opts.readOnly &&
        err instanceof McpHttpFailure &&
        err.kind === 'rate' &&
        attempt < MAX_RETRIES;
      if (!retryable) throw err;
      const seconds = waitSeconds(err, attempt);
      if (seconds > MAX_WAIT_SECONDS) throw err;
      await sleep(seconds * 1000, opts.signal);
    }
  }
}
