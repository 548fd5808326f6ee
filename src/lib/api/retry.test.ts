import { describe, expect, it, vi } from 'vitest';
import {
  parseRetryAfter,
  parseRetryAfterSeconds,
  retryDelayMs,
  RETRY_POLICY,
  withRetries,
  type RetryOptions,
} from './retry';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it.each([
    ['2', 2_000],
    [' 7 ', 7_000],
    ['0', 0],
    ['600', 600_000],
    ['Sun, 01 Jun 2025 12:00:30 GMT', 30_000],
    ['Sun, 01 Jun 2025 11:00:00 GMT', 0],
  ])('reads %j as %i ms', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms);
  });

  it.each([null, undefined, '', '  ', '1.5', '-3', '1e3', '0x10', 'soon'])(
    'has no wait in %j',
    (header) => {
      expect(parseRetryAfter(header, now)).toBeUndefined();
    },
  );

  it('gives whole seconds, rounded up, for a countdown', () => {
    expect(parseRetryAfterSeconds('12', now)).toBe(12);
    expect(parseRetryAfterSeconds('Sun, 01 Jun 2025 12:00:01 GMT', now - 500)).toBe(2);
    expect(parseRetryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('waits what the server asks, up to 30 s, and not at all beyond', () => {
    expect(retryDelayMs(1, 2_000)).toBe(2_000);
    expect(retryDelayMs(2, RETRY_POLICY.maxRetryAfterMs)).toBe(30_000);
    expect(retryDelayMs(1, 30_001)).toBeUndefined();
  });

  it('otherwise backs off with full jitter below a doubling ceiling, capped at 5 s', () => {
    const top = () => 0.9999;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, undefined, top))).toEqual([
      299, 599, 1199, 2399, 4799, 4999, 4999,
    ]);
    expect(retryDelayMs(3, undefined, () => 0)).toBe(0);
  });
});

describe('withRetries', () => {
  const temporary = new Error('temporary');
  const final = new Error('final');
  const options = (over: Partial<RetryOptions> = {}) => {
    const sleeps: number[] = [];
    return {
      sleeps,
      options: {
        read: true,
        temporary: (error: unknown) => (error === temporary ? {} : undefined),
        sleep: async (ms: number) => void sleeps.push(ms),
        random: () => 0.5,
        ...over,
      } satisfies RetryOptions,
    };
  };
  const failing = (...errors: Error[]) => {
    const op = vi.fn(async () => {
      const error = errors.shift();
      if (error) throw error;
      return 'ok';
    });
    return op;
  };

  it('tries a read 3 times at most, backing off in between', async () => {
    const { options: o, sleeps } = options();
    const op = failing(temporary, temporary, temporary, temporary);
    await expect(withRetries(op, o)).rejects.toBe(temporary);
    expect(op).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([150, 300]);
    const again = failing(temporary, temporary);
    await expect(withRetries(again, options().options)).resolves.toBe('ok');
    expect(again).toHaveBeenCalledTimes(3);
  });

  it('never tries a write again, whatever failed', async () => {
    const { options: o, sleeps } = options({ read: false });
    const op = failing(temporary);
    await expect(withRetries(op, o)).rejects.toBe(temporary);
    expect(op).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('stops at a final failure', async () => {
    const { options: o } = options();
    const op = failing(temporary, final, temporary);
    await expect(withRetries(op, o)).rejects.toBe(final);
    expect(op).toHaveBeenCalledTimes(2);
  });

  it("waits the server's Retry-After, and leaves a longer one than 30 s to the user", async () => {
    const { options: o, sleeps } = options({
      temporary: (error) =>
        error === temporary ? { retryAfterMs: 2_000 } : { retryAfterMs: 31_000 },
    });
    const op = failing(temporary, final);
    await expect(withRetries(op, o)).rejects.toBe(final);
    expect(op).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([2_000]);
  });

  it('stops waiting when the signal aborts, with its reason, and tries no more', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const op = failing(temporary, temporary);
      const run = withRetries(op, {
        read: true,
        temporary: () => ({ retryAfterMs: 20_000 }),
        signal: controller.signal,
      });
      const settled = expect(run).rejects.toThrow('left the page');
      await vi.advanceTimersByTimeAsync(1_000);
      controller.abort(new Error('left the page'));
      await settled;
      expect(op).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait at all on a signal that was aborted already', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const op = failing(temporary);
    const started = Date.now();
    await expect(
      withRetries(op, {
        read: true,
        temporary: () => ({ retryAfterMs: 20_000 }),
        signal: controller.signal,
      }),
    ).rejects.toThrow('gone');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(op).toHaveBeenCalledTimes(1);
  });
});
