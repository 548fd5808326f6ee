import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { displayValue } from './result-parts';

const COUNTS = ['total', 'offset', 'limit', 'returned', 'nextOffset'] as const;

/** The sourcePagination flags of a list result, and "Next page" while rows remain. */
export function PaginationView({
  pagination,
  busy,
  onNextPage,
}: {
  pagination: Record<string, unknown>;
  busy: boolean;
  onNextPage?: (nextOffset: number) => void;
}) {
  const headingId = useId();
  const [focused, setFocused] = useState(false);
  const exactness = Object.entries(pagination).filter(
    ([key, value]) => key.endsWith('Exact') && typeof value === 'boolean',
  );
  const rows: [string, unknown][] = [
    ['complete', pagination.complete],
    ...exactness,
    ...COUNTS.filter((key) => key in pagination).map((key): [string, unknown] => [
      key,
      pagination[key],
    ]),
  ];
  const next = pagination.nextOffset;
  const canGoOn = typeof next === 'number' && Number.isFinite(next) && pagination.complete !== true;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <p id={headingId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Source pagination
      </p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-slate-600 dark:text-slate-400">{key}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              {key === 'nextOffset' && value === null ? 'none' : displayValue(value)}
            </dd>
          </div>
        ))}
      </dl>
      {onNextPage ? (
        <Button
          variant="secondary"
          // A focused button that becomes unavailable (a page is loading, or the last page
          // arrived) keeps focus: aria-disabled. `disabled` would drop focus to the body.
          disabled={!canGoOn && !focused}
          aria-disabled={((!canGoOn || busy) && (focused || canGoOn)) || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onClick={() => {
            if (typeof next === 'number' && canGoOn && !busy) onNextPage(next);
          }}
        >
          Next page
        </Button>
      ) : null}
    </section>
  );
}
