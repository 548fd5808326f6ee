import type { HistoryEntry } from '../types';
import { createValueStore } from '../value-store';

/**
 * The call history of this session, newest first, in memory only (it holds
 * arguments and results, which must not outlive the tab); the oldest entries
 * fall off past the limit. The snapshot is the same array until something changes.
 */
export function createHistoryStore(limit = 100) {
  const entries = createValueStore<readonly HistoryEntry[]>([]);
  return {
    add: (entry: HistoryEntry) =>
      entries.set([entry, ...entries.get()].slice(0, Math.max(0, limit))),
    clear: () => {
      if (entries.get().length > 0) entries.set([]);
    },
    subscribe: entries.subscribe,
    getSnapshot: entries.get,
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
