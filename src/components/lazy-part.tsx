import { lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { loadOnce } from '@/lib/load-once';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyPart<P> {
  /** Renders the part; suspends (nearest Suspense) until its code is in. */
  Component: ComponentType<P>;
  /** Requests the code ahead of the first render; never rejects (a failure shows when rendered). */
  preload: () => Promise<void>;
}

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A part of a page whose code loads later (a panel, a dialog, the charts), as
 * `React.lazy` does, with two differences that matter to the user:
 *
 * - once its code is in (`preload()`), it renders directly: through `lazy()`
 *   alone every first render suspends, even with the module loaded, and React
 *   holds a Suspense boundary's content back for up to 300 ms after showing its
 *   fallback (that was most of the campaign table's time to answer a click);
 * - a failed load (offline, a newer deployment that removed the old chunk) shows
 *   "<what> could not be loaded" with "Try again" in the part's place. `lazy()`
 *   would throw to the route's error page, and the page's state that lives in
 *   memory (a selection, a half-typed value, the report on screen) would go with
 *   it. "Try again" requests the code anew; when it arrives the part replaces the
 *   notice and focus moves into it.
 */
export function lazyPart<P extends object>(load: Load<P>, what: string): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  // A failed load is forgotten: the next attempt requests the code again.
  const fetchCode = loadOnce(() => load().then((module) => (loaded = module.default)));

  /** In the part's place when its code could not be loaded; the part itself once "Try again" brought it. */
  function Unavailable(props: P) {
    const [state, setState] = useState<'failed' | 'loading' | 'failed again' | 'loaded'>('failed');
    const ref = useRef<HTMLDivElement>(null);
    // Where "Try again" had focus: the part takes it when it arrives.
    const refocusIn = useRef<Element | null>(null);
    useEffect(() => {
      const scope = refocusIn.current;
      if (state !== 'loaded' || !scope) return;
      refocusIn.current = null;
      // Only if focus went nowhere when the notice left (the user has not moved on).
      const active = document.activeElement;
      if (!active || active === document.body) scope.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, [state]);

    if (state === 'loaded' && loaded) {
      const Part = loaded;
      return <Part {...props} />;
    }
    const loading = state === 'loading';
    function tryAgain() {
      if (loading) return;
      setState('loading');
      const notice = ref.current;
      refocusIn.current = notice?.contains(document.activeElement) ? notice.parentElement : null;
      fetchCode().then(
        () => setState('loaded'),
        () => setState('failed again'),
      );
    }
    return (
      <div
        ref={ref}
        role="alert"
        className="space-y-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p>
          {what} could not be loaded{state === 'failed again' ? ' again' : ''}. Check the
          connection, then try again.
        </p>
        <div className="flex items-center gap-3">
          {/* aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
          <Button variant="secondary" aria-disabled={loading} onClick={tryAgain}>
            Try again
          </Button>
          {loading ? <span>Loading…</span> : null}
        </div>
      </div>
    );
  }

  // A render before the code arrived goes through this: it resolves to the part,
  // or to the notice when the load failed.
  const Lazy = lazy(() =>
    fetchCode().then(
      (component) => ({ default: component }),
      () => ({ default: Unavailable }),
    ),
  );

  function Part(props: P) {
    // Each instance keeps the component it was first drawn with. One drawn before
    // the code arrived stays on `Lazy` (resolved, it renders the part without
    // suspending): when a render yields between this and its child, the code can
    // land in between and the child mount through `Lazy`; drawing `loaded` there
    // afterwards would be a new component type to React, which remounts the part
    // and loses its state (the Country filter read the whole view twice).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  return {
    Component: Part,
    preload: () =>
      fetchCode().then(
        () => {},
        () => {},
      ),
  };
}
