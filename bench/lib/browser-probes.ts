/**
 * What every benchmark page records from its first byte, read back with `probe(page)`:
 * long tasks, layout shifts, LCP candidates and FCP (PerformanceObserver, buffered),
 * the time of every `input` event and button click, and of every click on an
 * `<a download>` (how the dashboard hands a built file to the browser). Runs as an init script: it is
 * serialized, so it must not use anything from this module.
 */

export interface ProbeState {
  longtasks: { start: number; duration: number }[];
  shifts: { start: number; value: number; hadRecentInput: boolean }[];
  lcp: { start: number; size: number; element: string }[];
  fcp: number | undefined;
  inputs: number[];
  /** Clicks on buttons: when (event time) and the button's text. */
  clicks: { at: number; text: string }[];
  downloads: number[];
}

/**
 * tsx (esbuild keepNames) wraps inner functions in `__name(fn, "name")`; functions
 * handed to the page as source need that helper there too.
 */
export const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

export function installProbes(): void {
  const state: ProbeState = {
    longtasks: [],
    shifts: [],
    lcp: [],
    fcp: undefined,
    inputs: [],
    clicks: [],
    downloads: [],
  };
  Object.defineProperty(window, '__benchProbe', { value: state });
  const observe = (type: string, record: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
        type,
        buffered: true,
      });
    } catch {
      // An entry type this browser lacks stays empty; the report says "not recorded".
    }
  };
  observe('longtask', (e) => state.longtasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    state.shifts.push({
      start: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
    });
  });
  observe('largest-contentful-paint', (e) => {
    const lcp = e as PerformanceEntry & { size: number; element: Element | null };
    const el = lcp.element;
    const text = el?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    state.lcp.push({
      start: lcp.startTime,
      size: lcp.size,
      element: el ? `<${el.tagName.toLowerCase()}> "${text}"` : 'removed element',
    });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  document.addEventListener('input', (event) => state.inputs.push(event.timeStamp), true);
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target instanceof HTMLAnchorElement && target.hasAttribute('download'))
        state.downloads.push(performance.now());
      const button = target?.closest('button');
      if (button)
        state.clicks.push({ at: event.timeStamp, text: button.textContent?.trim() ?? '' });
    },
    true,
  );
}

export function longestTask(state: ProbeState, from: number, to: number): number {
  return Math.max(
    0,
    ...state.longtasks.filter((t) => t.start >= from && t.start < to).map((t) => t.duration),
  );
}

/** Sum of every layout shift that started in [from, to), user input or not. */
export function shiftSum(state: ProbeState, from: number, to = Infinity): number {
  return state.shifts
    .filter((s) => s.start >= from && s.start < to)
    .reduce((sum, s) => sum + s.value, 0);
}
