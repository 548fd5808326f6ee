import { describe, expect, it } from 'vitest';
import { SELECTORS, type Selector } from '@contract/campaigns';
import { EXCHANGE_ERROR, hasValue, parseEntry, valueText } from './selector-values';
import { countOf, selectorWords } from '@/features/campaigns/model/selector-words';

const selector = (array: Selector['array']) => SELECTORS.find((s) => s.array === array)!;

describe('parseEntry', () => {
  it('trims text and keeps it text for ordinary selectors', () => {
    expect(parseEntry(selector('os'), '  Windows 11 ')).toEqual({
      kind: 'value',
      value: 'Windows 11',
    });
    expect(parseEntry(selector('categories'), '42')).toEqual({ kind: 'value', value: '42' });
    expect(parseEntry(selector('os'), '   ')).toEqual({ kind: 'empty' });
  });

  it('turns exchanges into positive integers and refuses anything else', () => {
    const exchanges = selector('exchanges');
    expect(parseEntry(exchanges, ' 330 ')).toEqual({ kind: 'value', value: 330 });
    for (const bad of ['0', '-5', '1.5', '12a', '1e3', '+7', '99999999999999999999']) {
      expect(parseEntry(exchanges, bad)).toEqual({ kind: 'invalid', error: EXCHANGE_ERROR });
    }
  });
});

describe('hasValue', () => {
  it('is case-sensitive for strings and treats 101 and "101" as one value', () => {
    expect(hasValue(['Chrome'], 'Chrome')).toBe(true);
    expect(hasValue(['Chrome'], 'chrome')).toBe(false);
    expect(hasValue(['101'], 101)).toBe(true);
    expect(hasValue([101], '101')).toBe(true);
    expect(hasValue([{ id: 1 }], '[object Object]')).toBe(false);
  });
});

describe('words', () => {
  it('names the switch and counts without lower-casing acronyms', () => {
    expect(selectorWords(selector('geo')).allName).toBe('All countries');
    expect(selectorWords(selector('os_versions')).allName).toBe('All OS versions');
    expect(countOf(selectorWords(selector('geo')), 1)).toBe('1 country');
    expect(countOf(selectorWords(selector('exchanges')), 2)).toBe('2 exchanges');
  });

  it('shows any element as text', () => {
    expect(valueText(101)).toBe('101');
    expect(valueText({ id: 1 })).toBe('{"id":1}');
    expect(valueText(null)).toBe('null');
  });
});
