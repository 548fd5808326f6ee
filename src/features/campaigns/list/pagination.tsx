import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format/number';

export interface PaginationProps {
  page: number;
  perPage: number;
  /** undefined until the first page has loaded. */
  total: number | undefined;
  onPage: (page: number) => void;
}

/** "x–y of total" for a page, "0 of 0" for none. */
export function rangeText(page: number, perPage: number, total: number): string {
  if (total === 0) return '0 of 0';
  const from = Math.min((page - 1) * perPage + 1, total + 1);
  const to = Math.min(page * perPage, total);
  return from > total
    ? `Page ${formatCount(page)} of ${formatCount(total)}`
    : `${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}`;
}

function PageButton({
  label,
  glyph,
  disabled,
  onClick,
}: {
  label: string;
  glyph: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    // The name starts with the visible word, as speech-input users say it.
    <Button
      variant="secondary"
      className="px-3"
      aria-label={`${label} page`}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
      {label}
    </Button>
  );
}

/** First / previous / next / last, with where the page sits in the list. */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const lastPage = total === undefined ? page : Math.max(1, Math.ceil(total / perPage));
  const unknown = total === undefined;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-2">
      <p role="status" className="min-w-32 text-sm tabular-nums">
        {unknown ? 'Loading…' : rangeText(page, perPage, total)}
      </p>
      <PageButton
        label="First"
        glyph="«"
        disabled={unknown || page <= 1}
        onClick={() => onPage(1)}
      />
      <PageButton
        label="Previous"
        glyph="‹"
        disabled={unknown || page <= 1}
        onClick={() => onPage(Math.min(page - 1, lastPage))}
      />
      <PageButton
        label="Next"
        glyph="›"
        disabled={unknown || page >= lastPage}
        onClick={() => onPage(page + 1)}
      />
      <PageButton
        label="Last"
        glyph="»"
        disabled={unknown || page >= lastPage}
        onClick={() => onPage(lastPage)}
      />
    </nav>
  );
}
