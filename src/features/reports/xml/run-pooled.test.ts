import { describe, expect, it } from 'vitest';
import { runPooled } from './run-pooled';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runPooled', () => {
  it('keeps at most 2 in flight, starts each in order, and runs them all', async () => {
    const gates = new Map([1, 2, 3, 4, 5].map((n) => [n, deferred()]));
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    const done = runPooled(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await gates.get(n)?.promise;
        inFlight -= 1;
      },
      new AbortController().signal,
    );
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    gates.get(2)?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([1, 2, 3]);
    for (const gate of gates.values()) gate.resolve();
    await done;
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('starts nothing new once cancelled', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    await runPooled(
      [1, 2, 3, 4],
      2,
      async (n) => {
        started.push(n);
        if (n === 1) controller.abort();
      },
      controller.signal,
    );
    // The second worker looks at the signal before it starts: already cancelled.
    expect(started).toEqual([1]);
  });
});
