import { startTransition, useEffect, useState } from 'react';
import type { RowModel } from './row-model';
import { summarizeInSlices, type Summary } from './totals';

export interface Summarized<T> {
  /** The value this summary is of. */
  of: T;
  /** Undefined when summing failed: then `error` says why. */
  summary?: Summary;
  error?: unknown;
}

/**
 * The totals and chart points of `shown`'s rows, summed in slices after the
 * rows are on screen (an effect runs after the paint; each slice stays far below
 * a 50 ms task). Until a new one is done, the last finished summary stays, with
 * `of` telling which view it belongs to; a view that changes meanwhile stops
 * the old summing. A failure is kept as `error`, so the page says so instead
 * of "Computing totals…" forever.
 */
export function useSlicedSummary<T extends { model: RowModel; view: Int32Array }>(
  shown: T | undefined,
): Summarized<T> | undefined {
  const [done, setDone] = useState<Summarized<T>>();
  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    summarizeInSlices(shown.model.rows, shown.view, controller.signal).then(
      (summary) => startTransition(() => setDone({ of: shown, summary })),
      (error: unknown) => {
        // Aborted: a newer view is being summed. Anything else is an answer: said, not spun on.
        if (!controller.signal.aborted) setDone({ of: shown, error });
      },
    );
    return () => controller.abort();
  }, [shown]);
  return done;
}
