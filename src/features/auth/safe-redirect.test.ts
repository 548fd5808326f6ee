import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this app with their search and hash', () => {
    expect(safeRedirect('/campaigns')).toBe('/campaigns');
    expect(safeRedirect('/campaigns/12?tab=budget#top')).toBe('/campaigns/12?tab=budget#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'campaigns',
    '/sign-in?redirect=/x',
    '',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
