import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ConsoleController, ConsoleSnapshot } from './console-controller';
import type { ConnectionSource } from './console-session';
import type { IntentKeys } from './session/idempotency';
import type { HistoryEntry } from './types';

export interface ConsoleHistory {
  add(entry: HistoryEntry): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly HistoryEntry[];
}

/**
 * What the console's components share: the connection store the controller
 * follows, the session controller, the history, the intent keys.
 */
export interface ConsoleServices {
  connections: ConnectionSource;
  controller: ConsoleController;
  history: ConsoleHistory;
  intentKeys: IntentKeys;
}

export const ConsoleContext = createContext<ConsoleServices | null>(null);

export function useConsoleServices(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsoleServices needs <ConsoleProvider>');
  return services;
}

/** The session state; the first user attaches the controller to the connection store. */
export function useConsoleState(): ConsoleSnapshot {
  const { controller } = useConsoleServices();
  useEffect(() => controller.attach(), [controller]);
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}

export function useHistoryEntries(): readonly HistoryEntry[] {
  const { history } = useConsoleServices();
  return useSyncExternalStore(history.subscribe, history.getSnapshot);
}
