import { SortableHeader } from '@/components/ui/sortable-header';
import type { CompareSortKey } from './compare-sort';

/** The columns a comparison adds to a table, in order. */
export const COMPARE_COLUMNS = ['previous', 'change'] as const;

/** The sortable "Previous" and "Change" headers, styled as the table's own. */
export function CompareHeaders({
  sort,
  order,
  onSort,
  className,
  buttonClassName,
}: {
  sort: string | undefined;
  order: 'asc' | 'desc';
  onSort(key: CompareSortKey): void;
  className?: string;
  buttonClassName?: string;
}) {
  return COMPARE_COLUMNS.map((key) => (
    <SortableHeader
      key={key}
      label={key === 'previous' ? 'Previous' : 'Change'}
      direction={sort !== key ? undefined : order === 'asc' ? 'ascending' : 'descending'}
      onSort={() => onSort(key)}
      align="right"
      className={className}
      buttonClassName={buttonClassName}
      indicatorClassName="ml-1"
    />
  ));
}
