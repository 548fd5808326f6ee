// Traffic-source ids only: not secrets, so they may outlive the tab.
const RECENT_TIDS_ITEM = 'adpanel.reports.recentTids';
const MAX = 8;

/** Recently used traffic sources (not secrets), newest first. */
export function readRecentTids(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_TIDS_ITEM) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0)
          .slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberTid(tid: number): number[] {
  const next = [tid, ...readRecentTids().filter((n) => n !== tid)].slice(0, MAX);
  try {
    localStorage.setItem(RECENT_TIDS_ITEM, JSON.stringify(next));
  } catch {
    // Storage may be full or blocked; the list is a convenience only.
  }
  return next;
}
