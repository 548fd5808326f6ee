import { describe, expect, it } from 'vitest';
import { runPool, type JobResult } from './run-pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runPool', () => {
  it('never has more than `concurrency` jobs in flight and runs each once', async () => {
    let inFlight = 0;
    let peak = 0;
    const runs: number[] = [];
    const result = await runPool(
      Array.from({ length: 20 }, (_, i) => i),
      async (job) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await tick();
        runs.push(job);
        inFlight--;
        return 'done';
      },
      { concurrency: 4, onUnauthorized: async () => true },
    );
    expect(peak).toBe(4);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(result).toEqual({ remaining: [], ended: 'completed' });
  });

  it('cancel stops taking jobs; the ones in flight finish', async () => {
    const controller = new AbortController();
    const finished: number[] = [];
    const result = await runPool(
      Array.from({ length: 10 }, (_, i) => i),
      async (job) => {
        if (job === 3) controller.abort();
        await tick();
        finished.push(job);
        return 'done';
      },
      { concurrency: 2, signal: controller.signal, onUnauthorized: async () => true },
    );
    expect(finished.sort()).toEqual([0, 1, 2, 3]);
    expect(result).toEqual({ remaining: [4, 5, 6, 7, 8, 9], ended: 'cancelled' });
  });

  it('pauses on a 401 until the jobs in flight settle, then resumes with the refused job first', async () => {
    const log: string[] = [];
    let authorized = true;
    let asked = 0;
    const result = await runPool(
      [1, 2, 3, 4, 5, 6],
      async (job): Promise<JobResult> => {
        if (job === 3 && asked === 0) authorized = false;
        await tick();
        if (!authorized) {
          log.push(`401 ${job}`);
          return 'unauthorized';
        }
        log.push(`ok ${job}`);
        return 'done';
      },
      {
        concurrency: 2,
        onUnauthorized: async () => {
          asked++;
          log.push('asked');
          authorized = true;
          return true;
        },
      },
    );
    expect(asked).toBe(1);
    expect(result.ended).toBe('completed');
    const done = log.filter((line) => line.startsWith('ok')).map((line) => Number(line.slice(3)));
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Nothing was started between the refusal and the answer to the dialog.
    const askedAt = log.indexOf('asked');
    expect(log.slice(0, askedAt).every((line) => !line.startsWith('ok 5'))).toBe(true);
  });

  it('stops with the refused and unstarted jobs left when no new credential comes', async () => {
    const result = await runPool(
      [1, 2, 3],
      async (job): Promise<JobResult> => (job === 2 ? 'unauthorized' : 'done'),
      { concurrency: 1, onUnauthorized: async () => false },
    );
    expect(result).toEqual({ remaining: [2, 3], ended: 'stopped' });
  });
});
