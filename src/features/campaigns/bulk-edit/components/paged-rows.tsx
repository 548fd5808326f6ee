import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChangeTable } from '@/components/ui/change-table';
import { Select } from '@/components/ui/select';
import { formatCount } from '@/lib/format/number';

export const PAGE_ROWS = 50;

export interface FilterOption<T> {
  value: string;
  label: string;
  test: (row: T) => boolean;
}

/**
 * A long per-campaign table in pages of 50, with a filter: a 5,000-campaign
 * run renders 50 rows at a time, never 5,000.
 */
export function PagedRows<T>({
  rows,
  caption,
  columns,
  filters,
  render,
  rowKey,
}: {
  rows: readonly T[];
  caption: string;
  columns: readonly string[];
  filters: readonly FilterOption<T>[];
  render: (row: T) => readonly ReactNode[];
  rowKey: (row: T) => number;
}) {
  const [filter, setFilter] = useState(filters[0]?.value ?? '');
  const [page, setPage] = useState(0);
  const test = filters.find((f) => f.value === filter)?.test ?? (() => true);
  const shown = rows.filter(test);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_ROWS));
  const current = Math.min(page, pages - 1);
  const slice = shown.slice(current * PAGE_ROWS, (current + 1) * PAGE_ROWS);
  const first = shown.length === 0 ? 0 : current * PAGE_ROWS + 1;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          Show
          <Select
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label} ({rows.filter(option.test).length})
              </option>
            ))}
          </Select>
        </label>
        <nav
          aria-label={`Pages of ${caption.toLowerCase()}`}
          className="flex items-center gap-2 text-sm"
        >
          <span>
            {formatCount(first)}–{formatCount(first === 0 ? 0 : first + slice.length - 1)} of{' '}
            {formatCount(shown.length)}
          </span>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      </div>
      <ChangeTable
        caption={caption}
        columns={columns}
        rows={slice.map((row) => ({ key: rowKey(row), cells: render(row) }))}
      />
    </div>
  );
}
