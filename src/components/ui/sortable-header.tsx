import type { CSSProperties, ReactNode } from 'react';
import { cn } from './cn';

export type SortDirection = 'ascending' | 'descending';

export interface SortableHeaderProps {
  label: ReactNode;
  /** How the table is sorted by this column; undefined when it is sorted by another. */
  direction: SortDirection | undefined;
  /** The header was activated: the owner decides the next sort. */
  onSort: () => void;
  align?: 'left' | 'right';
  /** A faded ↕ on columns the table is not sorted by, telling they can be. */
  markUnsorted?: boolean;
  /** Classes of the cell, the button and the arrow: each table keeps its density. */
  className?: string;
  buttonClassName?: string;
  indicatorClassName?: string;
  /** The cell's inline style (a resizable table's width, a pinned column's offset). */
  style?: CSSProperties;
  /** Drawn in the cell after the button (a resize handle). */
  after?: ReactNode;
}

/**
 * A column header the table can be sorted by: a real button inside the header
 * cell, aria-sort ascending/descending on the column the table is sorted by and
 * "none" on the other sortable ones. The arrow is decoration; the state is in
 * aria-sort.
 */
export function SortableHeader({
  label,
  direction,
  onSort,
  align = 'left',
  markUnsorted = false,
  className,
  buttonClassName,
  indicatorClassName,
  style,
  after,
}: SortableHeaderProps) {
  return (
    <th
      scope="col"
      style={style}
      aria-sort={direction ?? 'none'}
      className={cn(align === 'right' ? 'text-right' : 'text-left', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          align === 'right' ? 'justify-end text-right' : 'justify-start text-left',
          buttonClassName,
        )}
      >
        {label}
        <span aria-hidden="true" className={cn(!direction && 'opacity-40', indicatorClassName)}>
          {direction === 'ascending'
            ? '▲'
            : direction === 'descending'
              ? '▼'
              : markUnsorted
                ? '↕'
                : ''}
        </span>
      </button>
      {after}
    </th>
  );
}
