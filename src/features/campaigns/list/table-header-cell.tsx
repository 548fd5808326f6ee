import type { SortableField } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
import { SortableHeader } from '@/components/ui/sortable-header';
import { PINNED_HEAD, pinnedStyle } from './column-style';
import type { TableHeader } from './use-campaign-table';

export interface SortState {
  sort: SortableField;
  order: 'asc' | 'desc';
}

/**
 * The drag handle on a header's right edge (pointer only, and hidden from
 * assistive technology so it does not join the header's name): the keyboard
 * resizes in "Columns", which has Narrower/Wider for every column.
 */
function ResizeHandle({ header }: { header: TableHeader }) {
  const column = header.column;
  const startDrag = header.getResizeHandler();
  const resizing = column.getIsResizing();
  const delta = header.getContext().table.atoms.columnResizing.get().deltaOffset ?? 0;
  return (
    <div
      aria-hidden="true"
      data-resize-handle={column.id}
      onMouseDown={startDrag}
      onTouchStart={startDrag}
      onDoubleClick={() => column.resetSize()}
      className={cn(
        'absolute top-0 right-0 h-full w-2 cursor-col-resize touch-none select-none',
        'hover:bg-blue-300 dark:hover:bg-blue-700',
        resizing && 'bg-blue-500',
      )}
      style={resizing ? { transform: `translateX(${delta}px)` } : undefined}
    />
  );
}

/** A column header; the sortable ones sort on the server, so every page follows. */
export function TableHeaderCell({
  header,
  sortState,
  onSort,
}: {
  header: TableHeader;
  sortState: SortState;
  onSort: (field: SortableField) => void;
}) {
  const column = header.column.columnDef.meta?.campaign;
  if (!column) return null;
  const pinned = header.column.getIsPinned();
  const style = { ...pinnedStyle(header.column), zIndex: pinned ? 2 : undefined };
  const classes = cn('relative', pinned && PINNED_HEAD);
  const handle = <ResizeHandle header={header} />;
  const field = column.sort;
  if (!field)
    return (
      <th
        scope="col"
        style={style}
        className={cn(
          classes,
          'px-3 py-2 text-xs font-semibold tracking-wide uppercase',
          column.numeric ? 'text-right' : 'text-left',
        )}
      >
        {column.label}
        {handle}
      </th>
    );
  const active = sortState.sort === field;
  return (
    <SortableHeader
      label={column.label}
      direction={active ? (sortState.order === 'asc' ? 'ascending' : 'descending') : undefined}
      onSort={() => onSort(field)}
      align={column.numeric ? 'right' : 'left'}
      markUnsorted
      style={style}
      after={handle}
      className={cn(classes, 'p-1 pr-2.5 text-xs')}
      buttonClassName="inline-flex w-full items-center gap-1 rounded px-2 py-1 font-semibold tracking-wide uppercase hover:bg-slate-200 dark:hover:bg-slate-700"
      indicatorClassName="text-[0.65rem]"
    />
  );
}
