import type { CSSProperties } from 'react';
import type { TableColumn } from './use-campaign-table';

/**
 * Where a pinned column's cells stick while the table scrolls sideways: its
 * offset from its edge, above the unpinned cells, with a shadow on the last
 * one so the edge shows. Unpinned columns get nothing (no inline style at all).
 */
export function pinnedStyle(column: TableColumn): CSSProperties | undefined {
  const pinned = column.getIsPinned();
  if (!pinned) return undefined;
  const edge =
    pinned === 'start' ? column.getIsLastColumn('start') : column.getIsFirstColumn('end');
  return {
    position: 'sticky',
    left: pinned === 'start' ? column.getStart('start') : undefined,
    right: pinned === 'end' ? column.getAfter('end') : undefined,
    zIndex: 1,
    boxShadow: edge
      ? `${pinned === 'start' ? '' : '-'}4px 0 4px -2px rgb(15 23 42 / 0.15)`
      : undefined,
  };
}

/** Pinned cells need their own background, or the scrolled cells show through. */
export const PINNED_CELL =
  'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800';
export const PINNED_HEAD = 'bg-slate-100 dark:bg-slate-800';
