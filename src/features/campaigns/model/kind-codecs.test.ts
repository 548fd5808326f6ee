import { describe, expect, it } from 'vitest';
import { KIND_CODECS, modeFlag } from './kind-codecs';

const { number, text, flag } = {
  number: KIND_CODECS.number,
  text: KIND_CODECS.text,
  flag: KIND_CODECS.flag,
};
const roundTrip = (codec: typeof number, wire: unknown) => codec.fromForm(codec.toForm(wire), wire);

describe('number fields', () => {
  it('show numbers and numeric strings as typed text', () => {
    expect(number.toForm(0.5)).toBe('0.5');
    expect(number.toForm('0.50')).toBe('0.50');
    expect(number.toForm(null)).toBe('');
  });

  it('give back the ORIGINAL when the text means the same number', () => {
    expect(number.fromForm('0.50', 0.5)).toBe(0.5);
    expect(number.fromForm(' 0.5 ', 0.5)).toBe(0.5);
    expect(number.fromForm('0.5', '0.50')).toBe('0.50');
    expect(number.fromForm('10.0', 10)).toBe(10);
    for (const wire of [0, 0.35, '0.050', '12', null, undefined, -1]) {
      expect(roundTrip(number, wire)).toBe(wire);
    }
  });

  it('write a changed number in the original JSON type', () => {
    expect(number.fromForm('0.6', 0.5)).toBe(0.6);
    expect(number.fromForm('0.6', '0.50')).toBe('0.6');
    expect(number.fromForm('.6', '0.50')).toBe('0.6');
    expect(number.fromForm('7', undefined)).toBe(7);
    expect(number.fromForm('7', null)).toBe(7);
    expect(number.fromForm(7, 5)).toBe(7);
  });

  it('keep unparsable text as typed so validation reports it', () => {
    expect(number.fromForm('abc', 0.5)).toBe('abc');
    expect(number.fromForm('0,5', '0.50')).toBe('0,5');
    expect(number.fromForm('', 25)).toBe('');
  });
});

describe('type and status', () => {
  const key = KIND_CODECS.type;
  it('hold the key as a string and write it back in the original type', () => {
    expect(key.toForm(12)).toBe('12');
    expect(key.toForm(' 7 ')).toBe('7');
    expect(key.fromForm('12', 12)).toBe(12);
    expect(key.fromForm('7', ' 7 ')).toBe(' 7 ');
    expect(key.fromForm('15', 12)).toBe(15);
    expect(key.fromForm('15', '12')).toBe('15');
    expect(KIND_CODECS.status.fromForm('1', 3)).toBe(1);
  });
});

describe('text fields', () => {
  it('keep null and absent values when nothing was typed', () => {
    expect(text.toForm(null)).toBe('');
    expect(text.fromForm('', null)).toBeNull();
    expect(text.fromForm('', undefined)).toBeUndefined();
    expect(text.fromForm('x', null)).toBe('x');
  });

  it('never trim what the user typed', () => {
    expect(text.fromForm(' Spring ', 'Spring')).toBe(' Spring ');
  });

  it('read array lists as lines and write lines back as an array', () => {
    expect(text.toForm(['shoes', 'boots'])).toBe('shoes\nboots');
    const list = ['shoes', 'boots'];
    expect(text.fromForm('shoes\nboots', list)).toBe(list);
    expect(text.fromForm('shoes\n\nsocks\r\n', list)).toEqual(['shoes', 'socks']);
  });
});

describe('flags', () => {
  it('hold booleans and write a toggle in the original type', () => {
    expect(flag.toForm('1')).toBe(true);
    expect(flag.fromForm(false, 1)).toBe(0);
    expect(flag.fromForm(true, false)).toBe(true);
    expect(flag.fromForm(false, '1')).toBe('0');
    for (const wire of [0, 1, true, false, '0', '1', null]) {
      expect(roundTrip(flag, wire)).toBe(wire);
    }
  });

  it('keep numbered modes of freq_cap/traffic_speed unless toggled', () => {
    expect(modeFlag.toForm(2)).toBe(true);
    expect(modeFlag.fromForm(true, 2)).toBe(2);
    expect(modeFlag.fromForm(false, 2)).toBe(0);
    expect(modeFlag.fromForm(true, '0')).toBe('1');
  });

  it('selector flags hold the wire value and write any form in its type', () => {
    const codec = KIND_CODECS['selector-flag'];
    expect(codec.toForm('1')).toBe('1');
    expect(codec.fromForm(1, '1')).toBe('1');
    expect(codec.fromForm(true, 0)).toBe(1);
  });
});

describe('composite and read-only kinds', () => {
  it('keep the original array unless its content changed', () => {
    const codec = KIND_CODECS.schedule;
    const week = [
      [true, false],
      [false, true],
    ];
    expect(codec.toForm(week)).toBe(week);
    expect(codec.fromForm(structuredClone(week), week)).toBe(week);
    const next = [[true, true], week[1]];
    expect(codec.fromForm(next, week)).toBe(next);
    // [1] and [true] are different wire values.
    expect(KIND_CODECS['selector-values'].fromForm([true], [1])).toEqual([true]);
  });

  it('always keep images', () => {
    const icon = { url: 'https://cdn.example/i.png', width: 1 };
    expect(KIND_CODECS.image.fromForm({ url: 'x' }, icon)).toBe(icon);
  });
});

describe('what the browser hands back on blur is still the original', () => {
  // Focusing and leaving a control copies its displayed value into the form,
  // even when nobody typed: that must never rewrite the campaign.
  it.each([
    ['text', 'Name with\nnewline', 'Name withnewline'],
    ['textarea', 'shoes\r\nsneakers', 'shoes\nsneakers'],
    ['date', '0000-00-00', ''],
    ['date', '2026-01-05 10:00:00', ''],
    ['time', '8:00', ''],
  ] as const)('%s %j shown as %j goes back unchanged', (kind, original, shown) => {
    expect(KIND_CODECS[kind].fromForm(shown, original)).toBe(original);
  });

  it('still takes a deliberate change, such as clearing a valid date', () => {
    expect(KIND_CODECS.date.fromForm('', '2026-01-05')).toBe('');
    expect(KIND_CODECS.textarea.fromForm('shoes\nboots', 'shoes\r\nsneakers')).toBe('shoes\nboots');
  });
});
