import {
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { loadOnce } from '@/lib/load-once';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyPart<P> {
  /** Renders the part; suspends (nearest Suspense) until its code is in. */
  Component: ComponentType<P>;
  /** Requests the code ahead of the first render; never rejects (a failure shows when rendered). */
  preload: () => Promise<void>;
}

/** The element if it is a control still on the page (not the page's body). */
function stillThere(element: Element | null): HTMLElement | undefined {
  return element instanceof HTMLElement && element !== document.body && element.isConnected
    ? element
    : undefined;
}
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** The controls a keyboard reaches, as showModal picks the first of them. */
export const FOCUSABLE =
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
export interface LazyPartOptions<P> {
  /**
   * A way out of the notice that needs none of the missing code (close the dialog,
   * leave the edit, remove the filter), from the part's own props: a button with
   * this label, and Escape.
   */
  leave?: { label: string; action: (props: P) => () => void };
}

export function lazyPart<P extends object>(
  load: Load<P>,
  what: string,
  { leave }: LazyPartOptions<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  // A failed load is forgotten: the next attempt requests the code again.
  const fetchCode = loadOnce(() => load().then((module) => (loaded = module.default)));

  /** In the part's place when its code could not be loaded; the part itself once "Try again" brought it. */
  function Unavailable({ props, origin }: { props: P; origin: Element | null }) {
    const [state, setState] = useState<'failed' | 'loading' | 'failed again' | 'loaded'>('failed');
    const retry = useRef<HTMLButtonElement>(null);
    // Marks where the part lands: its first element follows it.
    const arrived = useRef<HTMLTemplateElement>(null);
    // Whether "Try again" had focus (a click or Enter): the part takes it when it arrives.
    const refocus = useRef(false);
    // The page's element after the notice: where the part's own elements end.
    const following = useRef<Element | null>(null);
    const loading = state === 'loading';
    // Focus that left with the control the user acted on (the pencil that became
    // this cell's editor) goes to "Try again"; on a page's load, or with focus
    // anywhere else, it stays where it is.
    useEffect(() => {
      noticeShown = true;
      if (origin && origin !== document.body && !origin.isConnected && focusLost())
        retry.current?.focus();
    }, [origin]);
    // A layout effect: focus is in the part in the same commit that draws it, never a
    // frame (or, on a busy page, several) later with focus on the page's body.
    useLayoutEffect(() => {
      if (state !== 'loaded' || !refocus.current) return;
      refocus.current = false;
      // Only if focus went nowhere when the notice left (the user has not moved on).
      if (!focusLost()) return;
      // The part's elements only: one that draws nothing leaves the page's alone.
      for (
        let element = arrived.current?.nextElementSibling;
        element && element !== following.current;
        element = element.nextElementSibling
      ) {
        const target = element.matches(FOCUSABLE)
          ? element
          : element.querySelector<HTMLElement>(FOCUSABLE);
        if (target instanceof HTMLElement) return target.focus();
      }
    }, [state]);

    if (state === 'loaded' && loaded) {
      const Part = loaded;
      // No box around the part: a parent's layout (`space-y`, a grid, a table row)
      // must reach it as it would have. An inert <template> (valid in any parent,
      // never shown) marks where it starts, to find its first control; it ends
      // where the page's element that followed the notice begins.
      return (
        <>
          <template ref={arrived} />
          <Part {...props} />
        </>
      );
    }
    function tryAgain() {
      if (loading) return;
      setState('loading');
      refocus.current = document.activeElement === retry.current;
      following.current = retry.current?.closest('[role="alert"]')?.nextElementSibling ?? null;
      fetchCode().then(
        () => setState('loaded'),
        () => setState('failed again'),
      );
    }
    const leaveNow =
      leave &&
      (() => {
        leave.action(props)();
        // Back to the control that opened the part, if the way out left focus nowhere.
        requestAnimationFrame(() => {
          if (focusLost()) stillThere(origin)?.focus();
        });
      });
    // Escape on the notice's buttons leaves, as it would have left the part.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !leaveNow) return;
      event.stopPropagation();
      leaveNow();
    };
    return (
      <Alert tone="error">
        <p>
          {what} could not be loaded{state === 'failed again' ? ' again' : ''}. Check the
          connection, then try again.
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
          <Button
            ref={retry}
            variant="secondary"
            aria-disabled={loading}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
            onClick={tryAgain}
            onKeyDown={escape}
          >
            Try again
          </Button>
          {leave ? (
            <Button variant="ghost" onClick={leaveNow} onKeyDown={escape}>
              {leave.label}
            </Button>
          ) : null}
          {loading ? <span>Loading…</span> : null}
        </div>
      </Alert>
    );
  }

  // A render before the code arrived goes through a lazy component: it resolves
  // to the part, or to the notice when the load failed. React keeps what a lazy
  // component resolved to, so once a notice has been shown, the next new instance
  // gets a fresh one, which requests the code again (the connection may be back).
  // Not before: a render that suspended is retried anew, and would loop.
  const newLazy = () =>
    lazy(() => {
      // Called as the part is first drawn, before the page commits: what has focus
      // now is the control the user acted on, if any (the page's body on a load).
      const origin = typeof document === 'undefined' ? null : document.activeElement;
      return fetchCode().then(
        (component) => ({ default: component }),
        () => ({ default: (props: P) => <Unavailable props={props} origin={origin} /> }),
      );
    });
  let Lazy = newLazy();
  let noticeShown = false;

  function Part(props: P) {
    // Each instance keeps the component it was first drawn with. One drawn before
    // the code arrived stays on its lazy component (resolved, it renders the part
    // without suspending): when a render yields between this and its child, the
    // code can land in between and the child mount through it; drawing `loaded`
    // there afterwards would be a new component type to React, which remounts the
    // part and loses its state (the Country filter read the whole view twice).
    const [Component] = useState<ComponentType<P>>(() => {
      if (loaded) return loaded;
      if (noticeShown) {
        noticeShown = false;
        Lazy = newLazy();
      }
      return Lazy;
    });
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
