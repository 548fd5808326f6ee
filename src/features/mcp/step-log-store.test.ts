import { describe, expect, it } from 'vitest';
import { createStepLogStore, mergeSteps } from './step-log-store';
import type { StepEntry } from './types';

const entry = (step: StepEntry['step'], status: StepEntry['status']): StepEntry => ({
  step,
  status,
  title: `${step} ${status}`,
  at: 0,
});

describe('step log', () => {
  it('replaces the running entry of a step with its outcome', () => {
    const merged = mergeSteps(
      [entry('protected-resource-metadata', 'done'), entry('authorization', 'running')],
      [entry('authorization', 'done'), entry('callback-checks', 'failed')],
    );
    expect(merged.map((e) => `${e.step}:${e.status}`)).toEqual([
      'protected-resource-metadata:done',
      'authorization:done',
      'callback-checks:failed',
    ]);
  });

  it('reports a connection once for the focus move', () => {
    const store = createStepLogStore();
    store.start();
    expect(store.getSnapshot().active).toBe(true);
    store.finish('connected');
    expect(store.getSnapshot()).toMatchObject({ active: false, justConnected: true });
    store.consumeJustConnected();
    expect(store.getSnapshot().justConnected).toBe(false);
  });
});
