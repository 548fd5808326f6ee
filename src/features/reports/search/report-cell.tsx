import type { SearchReportRow } from '@contract/reports';
import { cn } from '@/components/ui/cn';
import { countryName } from '@/lib/country-names';
import { SortableHeader } from '@/components/ui/sortable-header';
import type { ColumnDef } from './columns';
import type { Column, SortOrder } from './view-search';

/** Classes of a body cell: numbers right-aligned in tabular figures. */
export function cellClass(column: ColumnDef): string {
  return cn(
    'border-b border-slate-200 px-3 whitespace-nowrap dark:border-slate-700',
    column.numeric ? 'text-right tabular-nums' : 'text-left',
  );
}

/** One cell's content, the same in the row table and a rollup: a country by name and code. */
export function CellContent({ column, row }: { column: ColumnDef; row: SearchReportRow }) {
  if (column.id === 'geo')
    return (
      <>
        {countryName(row.geo) ?? row.geo}{' '}
        <span className="text-slate-600 dark:text-slate-400">({row.geo})</span>
      </>
    );
  if (column.id === 'date') return <time dateTime={row.date}>{column.format(row)}</time>;
  return <>{column.format(row)}</>;
}

/** Classes of a sortable column header and its button, in both tables. */
const HEADER_CLASS =
  'border-b border-slate-300 px-2 font-medium whitespace-nowrap dark:border-slate-600';
const HEADER_BUTTON_CLASS =
  'inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-slate-200 dark:hover:bg-slate-700';

/** The sortable header cells of both tables (the report's and a rollup's). */
export function HeaderCells({
  columns,
  sort,
  order,
  onSort,
}: {
  columns: readonly ColumnDef[];
  sort: Column;
  order: SortOrder;
  onSort(column: Column): void;
}) {
  return columns.map((column) => (
    <SortableHeader
      key={column.id}
      label={column.label}
      direction={column.id !== sort ? undefined : order === 'asc' ? 'ascending' : 'descending'}
      onSort={() => onSort(column.id)}
      align={column.numeric ? 'right' : 'left'}
      className={HEADER_CLASS}
      buttonClassName={HEADER_BUTTON_CLASS}
    />
  ));
}
