import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { unsavedChangesText } from '../nav/section-counts';

/**
 * The action bar, sticky at the bottom of the window. Sticky keeps it in the
 * page's flow, so the page always has room for it after the last field; its
 * measured height is also the root's scroll padding, so a focused or
 * jumped-to control is scrolled clear of it whatever the bar holds (an
 * outcome alert can make it several times taller).
 */
export function SaveBar({
  changes,
  outcome,
  actions,
}: {
  /** Fields Save would change, counted as the review dialog lists them. */
  changes: number;
  outcome: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useBarClearance(ref);
  return (
    <div
      ref={ref}
      className="sticky bottom-0 z-10 max-h-[45vh] space-y-3 overflow-y-auto border-t border-slate-200 bg-slate-50/95 py-4 dark:border-slate-700 dark:bg-slate-950/95"
    >
      {outcome}
      <div className="flex flex-wrap items-center gap-3">
        {actions}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {changes > 0 ? unsavedChangesText(changes) : 'No unsaved changes'}
        </p>
      </div>
    </div>
  );
}

// A little air between a focused field and the bar's top edge.
const GAP_PX = 16;

function useBarClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const apply = () => {
      root.style.scrollPaddingBottom = `${(bar?.offsetHeight ?? 0) + GAP_PX}px`;
    };
    // Read when ResizeObserver reports (once on observe, then on each change): the
    // page is laid out by then. Read here in the effect, the bar's height forced a
    // layout of the whole new form: 30 ms of the editor's first task.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    if (bar && observer) observer.observe(bar);
    else apply();
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [ref]);
}
