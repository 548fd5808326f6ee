// Traffic-source ids only: not secrets, so they may outlive the tab. They are
// kept per publisher key, so a second publisher on this browser does not open
// on the first one's source; the key itself is never stored (decision 037).
const RECENT_TIDS_ITEM = 'adpanel.reports.recentTidsByOwner';
// The list before it was per key: one list for every key on this browser.
const UNSCOPED_ITEM = 'adpanel.reports.recentTids';
const MAX = 8;
const MAX_KEYS = 20;

type Lists = Record<string, number[]>;

// The fingerprint of the key the lists are kept under (shared with the saved views).
export { keyOwner } from '../shared/key-owner';

const isTid = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

const listeners = new Set<() => void>();

/** Told after every change this tab makes (for useSyncExternalStore). */
export function subscribeRecentTids(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored text itself: a string, so it is a stable snapshot. */
export function recentTidsSnapshot(): string | null {
  try {
    return localStorage.getItem(RECENT_TIDS_ITEM);
  } catch {
    return null;
  }
}

function readLists(raw: string | null = recentTidsSnapshot()): Lists {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const lists: Lists = {};
    for (const [owner, list] of Object.entries(parsed)) {
      if (Array.isArray(list)) lists[owner] = list.filter(isTid).slice(0, MAX);
    }
    return lists;
  } catch {
    return {};
  }
}

function writeLists(lists: Lists): void {
  try {
    localStorage.setItem(RECENT_TIDS_ITEM, JSON.stringify(lists));
    // The unscoped list cannot say whose sources it holds: it is not carried over.
    localStorage.removeItem(UNSCOPED_ITEM);
  } catch {
    // Storage may be full or blocked; the list is a convenience only.
  }
  for (const listener of listeners) listener();
}

/** This key's recently shown traffic sources, newest first. */
export function readRecentTids(owner: string, raw?: string | null): number[] {
  return readLists(raw)[owner] ?? [];
}

/** Puts a tid the server answered for first in this key's list. */
export function rememberTid(owner: string, tid: number): number[] {
  const lists = readLists();
  const next = [tid, ...(lists[owner] ?? []).filter((n) => n !== tid)].slice(0, MAX);
  // Newest key first, so the oldest keys' lists are the ones dropped.
  const { [owner]: _mine, ...others } = lists;
  const kept = Object.entries(others).slice(0, MAX_KEYS - 1);
  writeLists(Object.fromEntries([[owner, next], ...kept]));
  return next;
}

/** Drops a tid the server refused for this key. */
export function forgetTid(owner: string, tid: number): number[] {
  const lists = readLists();
  const current = lists[owner] ?? [];
  if (!current.includes(tid)) return current;
  const next = current.filter((n) => n !== tid);
  writeLists({ ...lists, [owner]: next });
  return next;
}
