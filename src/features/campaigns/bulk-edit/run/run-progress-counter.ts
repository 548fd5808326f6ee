import { useEffect, useRef } from 'react';

/** How often a running bulk edit re-renders its progress: 4 times a second. */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * Hands a run's latest counts to React at most once per interval. Per frame
 * was too often: with the 200-row table behind the dialog, 60 renders a second
 * plus the answers' parsing made main-thread tasks over 50 ms (bench, issue 14).
 * A progress bar read by people does not need more than 4 updates a second.
 */
export function useProgressThrottle<T>(flush: (value: T) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<T | undefined>(undefined);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );
  return {
    push(value: T) {
      latest.current = value;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        if (latest.current !== undefined) flushRef.current(latest.current);
      }, PROGRESS_INTERVAL_MS);
    },
    /** Cancels a pending update (the run is over and its final state is set directly). */
    cancel() {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
    },
  };
}
