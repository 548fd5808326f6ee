import type { StepEntry } from './types';
import { createValueStore } from './value-store';

/**
 * The connection flow's step log, kept in memory across the callback route and
 * the console page (a module singleton, like the connection itself): the
 * callback fills it, /mcp shows it. No token ever enters an entry (C's flow
 * writes only URLs, issuer, scopes and client id).
 */
export interface StepLogSnapshot {
  entries: readonly StepEntry[];
  /** The flow is under way (the "Connection steps" details opens). */
  active: boolean;
  /** It ended in a failure (the details stay open). */
  failed: boolean;
  /** A connection was just made: the page moves focus to the account summary once. */
  justConnected: boolean;
}

const IDLE: StepLogSnapshot = { entries: [], active: false, failed: false, justConnected: false };

export function createStepLogStore() {
  const store = createValueStore(IDLE);
  const update = (next: Partial<StepLogSnapshot>) => store.set({ ...store.get(), ...next });
  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    /** A new flow starts (optionally with what was logged before a redirect). */
    start: (entries: readonly StepEntry[] = []) =>
      update({ ...IDLE, entries: mergeSteps([], entries), active: true }),
    log: (entry: StepEntry) => update({ entries: mergeSteps(store.get().entries, [entry]) }),
    finish: (outcome: 'connected' | 'failed') =>
      update({
        active: false,
        failed: outcome === 'failed',
        justConnected: outcome === 'connected',
      }),
    consumeJustConnected() {
      if (store.get().justConnected) update({ justConnected: false });
    },
    clear: () => update(IDLE),
  };
}

export type StepLogStore = ReturnType<typeof createStepLogStore>;

/**
 * Appends entries; an entry for the step that is still running replaces the
 * running one, so the list reads as one line per step ("done", "failed").
 */
export function mergeSteps(
  current: readonly StepEntry[],
  added: readonly StepEntry[],
): StepEntry[] {
  const result = [...current];
  for (const entry of added) {
    const index = result.findLastIndex((e) => e.step === entry.step && e.status === 'running');
    if (index >= 0) result[index] = entry;
    else result.push(entry);
  }
  return result;
}

export const mcpStepLog = createStepLogStore();
