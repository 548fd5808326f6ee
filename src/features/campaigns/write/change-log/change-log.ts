import { loadOnce } from '@/lib/load-once';
import type { ChangeLogStore } from './change-log-store';

/**
 * The browser's change log, loaded on first use: recording happens after a
 * save, so IndexedDB code never weighs on a page's first view. A failed load
 * (offline for a moment) is tried again by the next use, not kept for the session.
 */
export const changeLog: () => Promise<ChangeLogStore> = loadOnce(() =>
  import('./change-log-store').then((module) => module.createChangeLogStore()),
);
