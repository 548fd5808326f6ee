import type { CredentialArea } from './credentials-store';

export interface SessionExpiryStore {
  /** Areas whose credential the server rejected, oldest first (no duplicates). */
  getSnapshot(): readonly CredentialArea[];
  subscribe(listener: () => void): () => void;
  report(area: CredentialArea): void;
  resolve(area: CredentialArea): void;
  clear(): void;
}

/**
 * Collects 401s from anywhere (the QueryClient caches call `report`) so one
 * dialog can ask for a fresh credential without navigating away. It lives
 * outside React because the QueryClient is created before the first render.
 */
export function createSessionExpiryStore(): SessionExpiryStore {
  let pending: readonly CredentialArea[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly CredentialArea[]) => {
    pending = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(area) {
      if (!pending.includes(area)) set([...pending, area]);
    },
    resolve(area) {
      if (pending.includes(area)) set(pending.filter((a) => a !== area));
    },
    clear() {
      if (pending.length) set([]);
    },
  };
}
