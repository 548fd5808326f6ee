import { describe, expect, it } from 'vitest';
import {
  contrastRatio as contrast,
  relativeLuminance as luminance,
} from '@contract/color-contrast';
import { CHART_THEMES, type ColorScheme } from './chart-theme';

it("recharts' default tick grey fails on the dark page: the reason for the theme", () => {
  expect(contrast('#666666', CHART_THEMES.dark.backgrounds[0]!)).toBeLessThan(4.5);
});

describe.each(['light', 'dark'] as ColorScheme[])('the %s chart theme', (scheme) => {
  const theme = CHART_THEMES[scheme];

  it('has text of at least 4.5:1 on every background and in the tooltip', () => {
    for (const background of theme.backgrounds)
      expect(contrast(theme.text, background), `text on ${background}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.text, theme.tooltipBackground)).toBeGreaterThanOrEqual(4.5);
  });

  it('has series and axis lines of at least 3:1 (non-text contrast)', () => {
    for (const background of theme.backgrounds)
      for (const colour of [...theme.series, theme.axis])
        expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(
          3,
        );
  });
});

it('the dark theme is drawn on the dark page and the light theme on the light one', () => {
  expect(luminance(CHART_THEMES.dark.backgrounds[0]!)).toBeLessThan(0.05);
  expect(luminance(CHART_THEMES.light.backgrounds[0]!)).toBeGreaterThan(0.9);
});
