import type { ChangeLogStore } from './change-log-store';

let instance: Promise<ChangeLogStore> | undefined;

/**
 * The browser's change log, loaded on first use: recording happens after a
 * save, so IndexedDB code never weighs on a page's first view.
 */
export function changeLog(): Promise<ChangeLogStore> {
  instance ??= import('./change-log-store').then((module) => module.createChangeLogStore());
  return instance;
}
