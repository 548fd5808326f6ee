import { describe, expect, it } from 'vitest';
import { CHART_THEMES, type ColorScheme } from './chart-theme';

// WCAG 2.x relative luminance and contrast ratio of two sRGB colours (#rrggbb).
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // recharts' default tick grey fails on the dark page: the reason for the theme.
    expect(contrast('#666666', '#020617')).toBeLessThan(4.5);
  });
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
