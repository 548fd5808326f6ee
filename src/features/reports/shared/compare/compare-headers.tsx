import { SortableHeader } from '@/components/ui/sortable-header';
import type { CompareSortKey } from './compare-sort';

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
  return (['previous', 'change'] as const).map((key) => (
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
