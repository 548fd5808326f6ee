import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { CampaignListRow } from '@contract/campaigns';
import { useAppContext } from '@/router-context';
import type { TargetStatus } from './status-plan';

export interface StatusChangeRequest {
  id: number;
  rows: readonly CampaignListRow[];
  target: TargetStatus;
  source: 'bulk' | 'row';
  /** Focus returns here when the dialog closes (if it is still on the page). */
  opener: HTMLElement | null;
}

interface Snapshot {
  request: StatusChangeRequest | undefined;
  /** Mounted toolbars that host the dialog for everyone. */
  hosts: number;
}

/**
 * Connects the row quick actions with the one dialog the toolbar hosts: a row
 * can vanish from the list (a filter, a refetch) while its change is being
 * verified, so the flow must not live inside the row.
 */
export interface StatusChangeStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
  open(request: Omit<StatusChangeRequest, 'id'>): void;
  /** Ends the request with this id (a newer one is left alone). */
  finish(id: number): void;
  registerHost(): () => void;
}

function createStatusChangeStore(): StatusChangeStore {
  let snapshot: Snapshot = { request: undefined, hosts: 0 };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    open(request) {
      // One change at a time: a second request waits for the first to finish.
      if (snapshot.request) return;
      set({ request: { ...request, id: nextId++ } });
    },
    finish(id) {
      if (snapshot.request?.id === id) set({ request: undefined });
    },
    registerHost() {
      set({ hosts: snapshot.hosts + 1 });
      return () => set({ hosts: snapshot.hosts - 1 });
    },
  };
}

// One store per QueryClient: per app instance, and per test.
const stores = new WeakMap<QueryClient, StatusChangeStore>();

export function useStatusChangeStore(): StatusChangeStore {
  const { queryClient } = useAppContext();
  let store = stores.get(queryClient);
  if (!store) {
    store = createStatusChangeStore();
    stores.set(queryClient, store);
  }
  return store;
}

export function useStatusChangeSnapshot(store: StatusChangeStore): Snapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
