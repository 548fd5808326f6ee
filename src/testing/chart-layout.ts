import { vi } from 'vitest';

/**
 * jsdom lays nothing out: recharts' ResponsiveContainer measures 0 × 0 and
 * draws no chart. This gives the container the size a page would (and only it:
 * the legend measured as tall as the chart would leave no room for the plot),
 * and asks for reduced motion, so recharts draws the lines whole at once
 * instead of animating them. Undo with vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function layOutCharts(width = 600, height = 300): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  const box = { width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height };
  const none = { ...box, width: 0, height: 0, right: 0, bottom: 0 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const measured = this.classList.contains('recharts-responsive-container') ? box : none;
    return { ...measured, toJSON: () => measured } as DOMRect;
  });
}
