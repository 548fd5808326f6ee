import { useMediaQuery } from '@/lib/use-media-query';
import { CHART_THEMES, type ChartTheme } from './chart-theme';

/**
 * The chart colours of the scheme the page is in. Dark mode is the system's
 * (Tailwind `darkMode: 'media'`, `color-scheme: light dark`), so the charts
 * follow the same media query and switch with it live.
 */
export function useChartTheme(): ChartTheme {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return CHART_THEMES[dark ? 'dark' : 'light'];
}
