import type { SortableField } from '../../../../contract/campaigns';
import { cn } from '../../../components/ui/cn';
import type { CampaignColumn } from './campaign-columns';

export interface SortState {
  sort: SortableField;
  order: 'asc' | 'desc';
}

const headerText = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/**
 * A column header. Sortable ones hold a real button (the server sorts) and
 * carry aria-sort; the arrow is decoration, the state is in aria-sort.
 */
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
  const align = column.numeric ? 'text-right justify-end' : 'text-left';
  if (!field)
    return (
      <th scope="col" className={cn(headerText, align)}>
        {column.label}
      </th>
    );
  const active = sortState.sort === field;
  const ariaSort = active ? (sortState.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn('p-1 text-xs', column.numeric && 'text-right')}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn(
          'inline-flex w-full items-center gap-1 rounded px-2 py-1 font-semibold tracking-wide uppercase',
          'hover:bg-slate-200 dark:hover:bg-slate-700',
          align,
        )}
      >
        {column.label}
        <span aria-hidden="true" className={cn('text-[0.65rem]', !active && 'opacity-40')}>
          {active ? (sortState.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
