import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Pages up to this many rows are drawn whole: windowing pays off only above it. */
export const WINDOW_FROM_ROWS = 60;
/**
 * Rows drawn beyond each edge of the visible area, so Tab and arrow keys always find
 * the next one (moving focus there scrolls it into sight, and the window follows).
 */
const OVERSCAN = 4;

export interface RowWindow {
  /** The first and one-past-the-last row index drawn. */
  start: number;
  end: number;
  /** Heights of the padding rows that stand for the rows not drawn. */
  padTop: number;
  padBottom: number;
  /** Give each drawn row's element, so its real height replaces the estimate. */
  measure: (index: number, element: HTMLElement | null) => void;
  /** The row holding focus stays drawn, so scrolling away never drops the keyboard's place. */
  onFocusRow: (index: number) => void;
}

/**
 * Which rows of a long page to draw: those in sight of the scrolling region and
 * a few around, between two padding rows that keep the region's scroll height.
 * Row heights start as `estimate` (the density's row height) and are measured
 * once drawn, so wrapped rows (Comfortable) still land in the right place. A
 * small hand-written window rather than @tanstack/react-virtual: the campaign
 * table is on the /campaigns first view, whose JavaScript budget is tight. The XML
 * table uses it too (decision 063).
 */
export function useRowWindow(
  count: number,
  estimate: number,
  scrollRef: RefObject<HTMLElement | null>,
  /**
   * Rows drawn before the region is laid out (and in jsdom, which has no layout): the
   * screen's height less what the page puts above the table (~240 px at the top of
   * the page), as every row drawn costs layout before the first paint. Rows missing
   * are added once the region is measured, in the next frame.
   */
  initialRows = Math.max(10, Math.ceil(((globalThis.innerHeight || 1080) - 240) / estimate)),
): RowWindow {
  const enabled = count > WINDOW_FROM_ROWS;
  // Measured heights by row index, with the estimate they were measured against.
  const [measured, setMeasured] = useState({ estimate, heights: new Map<number, number>() });
  // The rows' part of the region on screen; height 0 until measured.
  const [view, setView] = useState({ top: 0, height: 0 });
  const [focused, setFocused] = useState<number | undefined>(undefined);

  // Nothing here reads layout while React commits: the region and the rows are
  // measured by ResizeObserver, after the browser's own layout of the frame, so the
  // first render's task never forces a style and layout pass of its own (it made the
  // page's first task ~40 ms longer, decision 058). Scrolling reads on its events.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      // Not laid out: keep the first render's guess.
      if (!element.clientHeight) return;
      // The header scrolls along inside the region: rows start below it.
      const head = element.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      // Only the part of the region on the screen counts: the rows below the page's
      // fold are drawn as the page scrolls to them (the region's top is then higher).
      const box = element.getBoundingClientRect();
      const from = Math.max(0, -box.top);
      const to = Math.max(from, Math.min(element.clientHeight, window.innerHeight - box.top));
      const next = { top: Math.max(0, element.scrollTop + from - head), height: to - from };
      setView((current) =>
        current.top === next.top && current.height === next.height ? current : next,
      );
    };
    // The region's size, and the page's (what is above the table moves it up or down).
    const sizes = new ResizeObserver(read);
    sizes.observe(element);
    sizes.observe(document.body);
    element.addEventListener('scroll', read, { passive: true });
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      sizes.disconnect();
      element.removeEventListener('scroll', read);
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, [enabled, scrollRef]);

  // Drawn rows, observed for their height (a wrapped Comfortable row is taller).
  const [rowSizes] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) =>
          setMeasured((current) => {
            let heights = current.heights;
            for (const entry of entries) {
              const index = Number((entry.target as HTMLElement).dataset.index);
              const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
              if (!height || !Number.isInteger(index)) continue;
              // Most rows measure as estimated: only a difference moves rows (and re-renders).
              if (Math.abs((heights.get(index) ?? current.estimate) - height) <= 0.5) continue;
              if (heights === current.heights) heights = new Map(heights);
              heights.set(index, height);
            }
            return heights === current.heights ? current : { ...current, heights };
          }),
        ),
  );
  useEffect(() => () => rowSizes?.disconnect(), [rowSizes]);
  const observed = useRef(new Map<number, HTMLElement>());
  // A new density is a new estimate: what was measured before no longer holds.
  if (measured.estimate !== estimate) setMeasured({ estimate, heights: new Map() });

  const measure = useCallback(
    (index: number, element: HTMLElement | null) => {
      const before = observed.current.get(index);
      if (before === element) return;
      if (before) rowSizes?.unobserve(before);
      if (element) {
        observed.current.set(index, element);
        rowSizes?.observe(element);
      } else observed.current.delete(index);
    },
    [rowSizes],
  );
  const onFocusRow = useCallback((index: number) => setFocused(index), []);

  if (!enabled) return { start: 0, end: count, padTop: 0, padBottom: 0, measure, onFocusRow };

  // (A new estimate has just reset them above.)
  const heightOf = (index: number) => measured.heights.get(index) ?? estimate;
  let start = 0;
  let offset = 0;
  while (start < count - 1 && offset + heightOf(start) <= view.top) offset += heightOf(start++);
  let end = start;
  let bottom = offset;
  const visible = view.height || initialRows * estimate;
  while (end < count && bottom < view.top + visible) bottom += heightOf(end++);
  start = Math.max(0, start - OVERSCAN);
  end = Math.min(count, end + OVERSCAN);
  if (focused !== undefined && focused < count) {
    start = Math.min(start, focused);
    end = Math.max(end, focused + 1);
  }
  let padTop = 0;
  for (let i = 0; i < start; i++) padTop += heightOf(i);
  let padBottom = 0;
  for (let i = end; i < count; i++) padBottom += heightOf(i);
  return { start, end, padTop, padBottom, measure, onFocusRow };
}

/** A drawn row's ref: its element measured for the window, under a stable callback. */
export function useMeasuredRow(measure: RowWindow['measure'], index: number) {
  return useCallback((element: HTMLElement | null) => measure(index, element), [measure, index]);
}
