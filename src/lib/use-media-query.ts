import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following it as the window changes. Read
 * during render (no effect), so the first paint already shows the right layout.
 * Without matchMedia (jsdom) it answers false: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
