import type { CSSProperties } from 'react';
import type { Column } from '@tanstack/react-table';
import type { CampaignListRow } from '@contract/campaigns';

/**
 * Where a pinned column's cells stick while the table scrolls sideways: its
 * offset from its edge, above the unpinned cells, with a shadow on the last
 * one so the edge shows. Unpinned columns get nothing (no inline style at all).
 */
export function pinnedStyle(column: Column<CampaignListRow>): CSSProperties | undefined {
  const pinned = column.getIsPinned();
  if (!pinned) return undefined;
  const edge =
    pinned === 'left' ? column.getIsLastColumn('left') : column.getIsFirstColumn('right');
  return {
    position: 'sticky',
    left: pinned === 'left' ? column.getStart('left') : undefined,
    right: pinned === 'right' ? column.getAfter('right') : undefined,
    zIndex: 1,
    boxShadow: edge
      ? `${pinned === 'left' ? '' : '-'}4px 0 4px -2px rgb(15 23 42 / 0.15)`
      : undefined,
  };
}

/** Pinned cells need their own background, or the scrolled cells show through. */
export const PINNED_CELL =
  'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800';
export const PINNED_HEAD = 'bg-slate-100 dark:bg-slate-800';
