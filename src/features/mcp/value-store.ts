/**
 * A value with listeners, read by useSyncExternalStore: the console's client
 * state (the connection, the step log, the history, the page's problem).
 * Server state is TanStack Query's (api/mcp-queries.ts). Methods do not use
 * `this`, so they can be passed around unbound.
 */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
