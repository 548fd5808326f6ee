import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity for the component's life that calls the latest `fn`:
 * a handler closing over the current state (e.g. the URL's sort) can be the prop of
 * a memoized child without re-rendering it on every parent render. For event
 * handlers only: during render it would call the previous render's `fn`.
 */
export function useLatestCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
