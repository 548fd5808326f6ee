import type { SortableField } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
import { SortableHeader } from '@/components/ui/sortable-header';
import type { CampaignColumn } from './campaign-columns';

export interface SortState {
  sort: SortableField;
  order: 'asc' | 'desc';
}

/** A column header; the sortable ones sort on the server, so every page follows. */
export function TableHeaderCell({
  column,
  sortState,
  onSort,
}: {
  column: CampaignColumn;
  sortState: SortState;
  onSort: (field: SortableField) => void;
}) {
  const field = column.sort;
  if (!field)
    return (
      <th
        scope="col"
        className={cn(
          'px-3 py-2 text-xs font-semibold tracking-wide uppercase',
          column.numeric ? 'text-right' : 'text-left',
        )}
      >
        {column.label}
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
      className="p-1 text-xs"
      buttonClassName="inline-flex w-full items-center gap-1 rounded px-2 py-1 font-semibold tracking-wide uppercase hover:bg-slate-200 dark:hover:bg-slate-700"
      indicatorClassName="text-[0.65rem]"
    />
  );
}
