import type { HistoryEntry } from '../types';

export interface HistoryStore {
  /** Records a call; the oldest entries fall off past the limit. */
  add(entry: HistoryEntry): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Newest first; the same array until something changes (useSyncExternalStore). */
  getSnapshot(): readonly HistoryEntry[];
}

/**
 * The call history of this session, in memory only (it holds arguments and
 * results, which must not outlive the tab). Methods do not use `this`, so
 * they can be passed around unbound (onClear={history.clear}).
 */
export function createHistoryStore(limit = 100): HistoryStore {
  let entries: readonly HistoryEntry[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly HistoryEntry[]) => {
    entries = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    add: (entry) => set([entry, ...entries].slice(0, Math.max(0, limit))),
    clear: () => {
      if (entries.length > 0) set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
}
