import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConsoleServices, ProblemSnapshot } from './console-services';
import type { HistoryEntry, McpConnection } from './types';

export const ConsoleContext = createContext<ConsoleServices | null>(null);

export function useConsoleServices(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsoleServices needs <ConsoleContext>');
  return services;
}

export function useConnection(): McpConnection | null {
  const { connections } = useConsoleServices();
  return useSyncExternalStore(connections.subscribe, connections.get);
}

export function useProblem(): ProblemSnapshot {
  const { problems } = useConsoleServices();
  return useSyncExternalStore(problems.subscribe, problems.get);
}

export function useHistoryEntries(): readonly HistoryEntry[] {
  const { history } = useConsoleServices();
  return useSyncExternalStore(history.subscribe, history.getSnapshot);
}
