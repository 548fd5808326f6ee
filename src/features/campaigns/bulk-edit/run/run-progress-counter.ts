import { useEffect, useRef } from 'react';

/**
 * Counts finished campaigns of a run and hands the counts to React at most
 * once per frame: a 1,000-campaign run must not render 1,000 times.
 */
export function useFrameThrottle<T>(flush: (value: T) => void) {
  const frame = useRef<number | undefined>(undefined);
  const latest = useRef<T | undefined>(undefined);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return {
    push(value: T) {
      latest.current = value;
      frame.current ??= requestAnimationFrame(() => {
        frame.current = undefined;
        if (latest.current !== undefined) flushRef.current(latest.current);
      });
    },
    /** Cancels a pending frame (the run is over and its final state is set directly). */
    cancel() {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    },
  };
}
