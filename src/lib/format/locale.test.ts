import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocale, perLocale, setFormatLocale } from './locale';

afterEach(() => {
  setFormatLocale(undefined);
  vi.unstubAllGlobals();
});

describe('formatLocale', () => {
  it("reads the browser's language, and a test override wins", () => {
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    expect(formatLocale()).toBe('fr-FR');
    setFormatLocale('de-DE');
    expect(formatLocale()).toBe('de-DE');
  });
});

describe('perLocale', () => {
  it('follows a change of locale', () => {
    const grouping = perLocale((locale) => new Intl.NumberFormat(locale).format(1234.5));
    setFormatLocale('en-US');
    expect(grouping()).toBe('1,234.5');
    setFormatLocale('de-DE');
    expect(grouping()).toBe('1.234,5');
  });

  it("falls back to the runtime's locale when Intl refuses the tag", () => {
    setFormatLocale('not a locale!');
    const format = perLocale((locale) => new Intl.NumberFormat(locale));
    expect(format().format(1)).toBe('1');
  });
});
