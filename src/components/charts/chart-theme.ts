import type { CSSProperties } from 'react';

/**
 * The colours of the recharts charts, per colour scheme. recharts draws its
 * ticks grey (#666), its tooltip white and its legend text in the series
 * colour, none of which follow the page into dark mode. Values are Tailwind's
 * slate / blue / teal, so the charts match the rest of the page.
 * Text ≥ 4.5:1 and series ≥ 3:1 against the page and card backgrounds
 * (chart-theme.test.ts computes it).
 */
export interface ChartTheme {
  /** What the chart is drawn on: the page (slate-50 / slate-950) and cards (white / slate-900). */
  backgrounds: readonly string[];
  /** Tick labels, legend and tooltip text. */
  text: string;
  /** Axis lines and tick marks. */
  axis: string;
  /** Grid lines: decoration, no contrast needed. */
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
  /** Series colours in order: the main series, then the second (net). */
  series: readonly [string, string];
}

export type ColorScheme = 'light' | 'dark';

export const CHART_THEMES: Readonly<Record<ColorScheme, ChartTheme>> = {
  light: {
    backgrounds: ['#f8fafc', '#ffffff'],
    text: '#334155', // slate-700
    axis: '#64748b', // slate-500
    grid: '#cbd5e1', // slate-300
    tooltipBackground: '#ffffff',
    tooltipBorder: '#94a3b8',
    series: ['#1d4ed8', '#0f766e'], // blue-700, teal-700
  },
  dark: {
    backgrounds: ['#020617', '#0f172a'],
    text: '#cbd5e1', // slate-300
    axis: '#94a3b8', // slate-400
    grid: '#334155', // slate-700
    tooltipBackground: '#0f172a',
    tooltipBorder: '#475569',
    series: ['#60a5fa', '#2dd4bf'], // blue-400, teal-400
  },
};

/** Props of an XAxis / YAxis: readable ticks in the theme's text colour. */
export function axisProps(theme: ChartTheme, fontSize = 12) {
  return { stroke: theme.axis, tick: { fill: theme.text, fontSize } };
}

/** Props of the Tooltip: its box and every line of it in the theme (not the series colour). */
export function tooltipProps(theme: ChartTheme) {
  const text: CSSProperties = { color: theme.text };
  return {
    contentStyle: {
      backgroundColor: theme.tooltipBackground,
      borderColor: theme.tooltipBorder,
      ...text,
    } satisfies CSSProperties,
    labelStyle: text,
    itemStyle: text,
  };
}

/** Props of the Legend: labels in the text colour (recharts paints them in the series colour). */
export function legendProps(theme: ChartTheme) {
  return { labelStyle: { color: theme.text } satisfies CSSProperties };
}

/**
 * Room above the plot, so the top tick label is not cut off when the tallest
 * bar or line reaches the axis maximum.
 */
export const CHART_MARGIN = { top: 16, right: 16, bottom: 8, left: 8 } as const;

const noLines = () => [];

/**
 * The grid of a line over days: lines across only, at the values. A line over
 * days reads against its values; and recharts places the lines down the days
 * even when it draws none, measuring every day's label in the DOM again for
 * them (a year of days: ~20 ms of forced layouts, decision 063).
 */
export function dayGridProps(theme: ChartTheme) {
  return {
    strokeDasharray: '3 3',
    stroke: theme.grid,
    vertical: false,
    verticalCoordinatesGenerator: noLines,
  };
}
