import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // #777 on white is the classic "just fails AA" grey.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('blue')).toThrow(/Not a #rrggbb/);
  });
});
