/**
 * Runs jobs with at most `concurrency` in flight. Cancel (the signal) stops
 * taking new jobs; jobs in flight finish. A job that answers 'unauthorized'
 * goes back to the front of the queue and the pool pauses: once every job in
 * flight has settled it asks `onUnauthorized` (the session dialog) and either
 * resumes with the queue as it is, or stops. Nothing is ever run twice by the
 * pool itself: a re-queued job decides on its own what it still has to do.
 */
export type JobResult = 'done' | 'unauthorized';

export interface PoolOptions {
  concurrency: number;
  signal?: AbortSignal;
  /** Resolves true when a new credential was accepted, false to stop the run. */
  onUnauthorized: () => Promise<boolean>;
}

export interface PoolResult<T> {
  /** Jobs never finished: cancelled or stopped while waiting for a credential. */
  remaining: T[];
  /** How the run ended. */
  ended: 'completed' | 'cancelled' | 'stopped';
}

export async function runPool<T>(
  jobs: readonly T[],
  run: (job: T) => Promise<JobResult>,
  { concurrency, signal, onUnauthorized }: PoolOptions,
): Promise<PoolResult<T>> {
  const queue = [...jobs];
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let gate: Promise<boolean> | undefined;
  let stopped = false;

  const settled = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));

  async function pause(): Promise<boolean> {
    await settled();
    const resume = await onUnauthorized();
    if (!resume) stopped = true;
    gate = undefined;
    return resume;
  }

  async function worker(): Promise<void> {
    for (;;) {
      if (gate && !(await gate)) return;
      if (stopped || signal?.aborted) return;
      const job = queue.shift();
      if (job === undefined) return;
      inFlight++;
      let result: JobResult;
      try {
        result = await run(job);
      } finally {
        inFlight--;
        if (inFlight === 0) idle?.();
      }
      if (result === 'unauthorized') {
        queue.unshift(job);
        gate ??= pause();
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const ended = queue.length === 0 ? 'completed' : stopped ? 'stopped' : 'cancelled';
  return { remaining: queue, ended };
}
