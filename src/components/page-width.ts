import { useRouterState } from '@tanstack/react-router';

/**
 * How wide a page's content may grow. Tables and reports take the screen up to
 * 1,600 px (then centred): their columns need it. Everything else — forms, the
 * editor, the console — keeps the readable measure of `max-w-6xl`.
 */
export type PageWidth = 'wide' | 'readable';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on a route (or a layout above it) whose pages are tables or reports. */
    pageWidth?: PageWidth;
  }
}

export const PAGE_WIDTH_CLASS: Record<PageWidth, string> = {
  wide: 'max-w-[100rem]',
  readable: 'max-w-6xl',
};

/** The width the routes on screen ask for: wide when any of them (or their layout) does. */
export function usePageWidth(): PageWidth {
  return useRouterState({
    select: (state) =>
      state.matches.some((match) => match.staticData.pageWidth === 'wide') ? 'wide' : 'readable',
  });
}
