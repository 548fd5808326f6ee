import { describe, expect, it } from 'vitest';
import { countryLabel, countryList, countryName } from './country-names';
import { searchCountries } from './country-search';

describe('countryList', () => {
  it('holds the ISO countries with English names and no groupings or aliases', () => {
    const list = countryList();
    const codes = list.map((c) => c.code);
    expect(list).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(codes).toContain('US');
    for (const notCountry of ['EU', 'UN', 'ZZ', 'QO', 'EZ', 'DD', 'UK', 'XA']) {
      expect(codes).not.toContain(notCountry);
    }
    expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(240);
    expect(list.length).toBeLessThan(260);
  });

  it('is built once', () => {
    expect(countryList()).toBe(countryList());
  });

  it('labels known codes with their name and leaves unknown ones alone', () => {
    expect(countryLabel('DE')).toBe('Germany (DE)');
    expect(countryLabel('XX')).toBe('XX');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('Germany')).toBeUndefined();
  });
});

describe('searchCountries', () => {
  const list = countryList();
  const none = new Set<string>();

  it('puts an exact code first, then names by prefix', () => {
    expect(searchCountries(list, 'de', none)[0]?.code).toBe('DE');
    expect(searchCountries(list, 'Germ', none).map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries(list, 'united', none)[0]?.name).toMatch(/^United/);
  });

  it('ignores accents and leaves out chosen codes', () => {
    expect(searchCountries(list, 'cote', none).map((c) => c.code)).toContain('CI');
    expect(searchCountries(list, 'germ', new Set(['DE']))).toEqual([]);
    expect(searchCountries(list, '', new Set(['DE']))).toHaveLength(list.length - 1);
  });
});
