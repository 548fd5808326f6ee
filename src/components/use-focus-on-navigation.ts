import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After an in-app navigation to another path, moves focus to the new page's
 * heading (or the main landmark), as a full page load would: keyboard and
 * screen-reader users otherwise stay on the link they clicked. Runs on the
 * router's onRendered event, so lazily loaded pages have their heading by then.
 * The first load keeps the browser's own focus.
 */
export function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        const main = mainRef.current;
        if (!main || main.contains(document.activeElement)) return;
        const heading = main.querySelector<HTMLElement>('h1');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus();
        } else {
          main.focus();
        }
      }),
    [router],
  );
  return mainRef;
}
